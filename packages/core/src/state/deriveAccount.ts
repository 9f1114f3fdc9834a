import type { AdapterConnection, ConnectionStatus } from '../adapter'
import { type CaipAddress, formatCaipAddress } from '../caip/caipAddress'
import { type CaipNetworkId, parseCaipNetworkId } from '../caip/caipNetworkId'
import type { ChainNamespace } from '../caip/chainNamespace'
import type { Network } from '../network/Network'

/** The account as Latch shows it, derived from the active adapter's connection (never stored twice). */
export type AccountState = {
  /** The namespace of the adapter this account is of (behaviour.md §14: one account per namespace). */
  namespace: ChainNamespace
  status: ConnectionStatus
  isConnected: boolean
  address: string | undefined
  caipAddress: CaipAddress | undefined
  /** The wallet's network, when the app lists it. */
  caipNetwork: Network | undefined
  /** The wallet's network id, listed by the app or not. */
  caipNetworkId: CaipNetworkId | undefined
  chainId: number | string | undefined
  connectorId: string | undefined
  isNetworkSupported: boolean
}

export function deriveAccount(
  namespace: ChainNamespace,
  connection: AdapterConnection,
  networks: readonly Network[],
): AccountState {
  const isConnected = connection.status === 'connected' && Boolean(connection.address)
  const caipNetworkId = isConnected ? connection.caipNetworkId : undefined
  const caipNetwork = networks.find((network) => network.caipNetworkId === caipNetworkId)
  const { reference } = caipNetworkId ? parseCaipNetworkId(caipNetworkId) : {}
  return {
    namespace,
    status: connection.status,
    isConnected,
    address: isConnected ? connection.address : undefined,
    caipAddress:
      isConnected && reference && connection.address
        ? formatCaipAddress(namespace, reference, connection.address)
        : undefined,
    caipNetwork,
    caipNetworkId,
    chainId:
      caipNetwork?.id ?? (reference && /^\d+$/.test(reference) ? Number(reference) : reference),
    connectorId: isConnected ? connection.connectorId : undefined,
    isNetworkSupported: !caipNetworkId || Boolean(caipNetwork),
  }
}
