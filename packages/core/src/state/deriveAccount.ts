import type { AdapterConnection, ConnectionAccount, ConnectionStatus } from '../adapter'
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
  /** The connection's accounts, the active one (`address`) first; none while not connected. */
  accounts: readonly ConnectionAccount[]
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
  const address = isConnected ? connection.address : undefined
  const caipNetworkId = isConnected ? connection.caipNetworkId : undefined
  const caipNetwork = networks.find((network) => network.caipNetworkId === caipNetworkId)
  const { reference } = caipNetworkId ? parseCaipNetworkId(caipNetworkId) : {}
  return {
    namespace,
    status: connection.status,
    isConnected,
    address,
    accounts:
      address === undefined
        ? []
        : connection.accounts?.[0]?.address === address
          ? connection.accounts
          : [{ address }],
    caipAddress:
      reference && address ? formatCaipAddress(namespace, reference, address) : undefined,
    caipNetwork,
    caipNetworkId,
    chainId:
      caipNetwork?.id ?? (reference && /^\d+$/.test(reference) ? Number(reference) : reference),
    connectorId: isConnected ? connection.connectorId : undefined,
    isNetworkSupported: !caipNetworkId || Boolean(caipNetwork),
  }
}
