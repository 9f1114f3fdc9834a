import type { PreparedTransactionParameters } from '@latch/core'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { connectedProvider } from '../connectedProvider'

const hex = (value: bigint) => `0x${value.toString(16)}` as const

/**
 * A transaction prepared elsewhere (the server's swap approval or swap, behaviour.md §13.2), sent as it is with
 * `eth_sendTransaction` straight to the connected wallet's provider, as `signMessage` does; the wallet fills the
 * fees. Loaded with the first swap, not with the page.
 */
export async function sendEvmTransaction(
  config: Config,
  { from, to, data, value, gas }: PreparedTransactionParameters,
): Promise<{ hash: string }> {
  const provider = await connectedProvider(config)
  const hash = await provider.request({
    method: 'eth_sendTransaction',
    params: [
      {
        from: from as Address,
        to: to as Address,
        data,
        value: hex(value),
        ...(gas ? { gas: hex(gas) } : {}),
      },
    ],
  })
  return { hash }
}
