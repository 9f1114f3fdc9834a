import type { Network } from '@latch/core'
import { createSolanaRpc, type Rpc, type SolanaRpcApi } from '@solana/kit'

const clients = new Map<string, Rpc<SolanaRpcApi>>()

/** The network's JSON-RPC client (its first http URL), one per URL. Only lazy chunks import this. */
export function solanaRpc(network: Network): Rpc<SolanaRpcApi> {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new Error(`${network.name} has no RPC URL`)
  let client = clients.get(url)
  if (!client) {
    client = createSolanaRpc(url)
    clients.set(url, client)
  }
  return client
}
