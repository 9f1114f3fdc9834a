import type { ChainAdapter } from '@latch/core'
import { type Config, getConnection } from '@wagmi/core'
import type { Address, EIP1193Provider } from 'viem'

type SendTransactionParameters = Parameters<NonNullable<ChainAdapter['sendTransaction']>>[0]

const hex = (value: bigint) => `0x${value.toString(16)}` as const

/**
 * A transaction prepared elsewhere (the server's swap approval or swap, issue 13), sent as it is with
 * `eth_sendTransaction` straight to the connected wallet's provider, as `signMessage` does; the wallet fills the
 * fees. Loaded with the first swap, not with the page.
 */
export async function sendEvmTransaction(
  config: Config,
  { from, to, data, value, gas }: SendTransactionParameters,
): Promise<{ hash: string }> {
  const { connector } = getConnection(config)
  if (!connector) throw new Error('No wallet is connected')
  const provider = (await connector.getProvider()) as EIP1193Provider
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
