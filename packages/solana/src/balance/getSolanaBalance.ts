import type { AdapterBalance, Network } from '@latch/core'
import { fromBaseUnits } from '@latch/core'
import { address } from '@solana/kit'
import { solanaRpc } from '../rpc/solanaRpc'

/** The account's SOL balance on the network, read from its RPC (a lazy chunk: kit's RPC stays out of first paint). */
export async function getSolanaBalance(parameters: {
  address: string
  network: Network
}): Promise<AdapterBalance> {
  const { network } = parameters
  const { value } = await solanaRpc(network).getBalance(address(parameters.address)).send()
  return {
    numeric: fromBaseUnits(value, network.nativeCurrency.decimals),
    symbol: network.nativeCurrency.symbol,
  }
}
