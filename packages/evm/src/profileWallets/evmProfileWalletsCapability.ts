import type { HeldConnection, ProfileWalletsCapability } from '@latch/core'
import type { Connector as WagmiConnector } from 'wagmi'
import { disconnect, switchConnection } from 'wagmi/actions'
import type { EvmAdapterContext } from '../EvmAdapterContext'

/**
 * wagmi 3 keeps several connections and one current: Latch reads them (`state.connections`), never copies them
 * (behaviour.md §4.3).
 */
export function evmProfileWalletsCapability({
  wagmiConfig,
}: EvmAdapterContext): ProfileWalletsCapability {
  let cache: { source: unknown; value: readonly HeldConnection[] } | undefined
  const connectorOf = (connectorId: string): WagmiConnector => {
    const connection = [...wagmiConfig.state.connections.values()].find(
      (held) => held.connector.id === connectorId,
    )
    const connector =
      connection?.connector ?? wagmiConfig.connectors.find((other) => other.id === connectorId)
    if (!connector) throw new Error(`Unknown connector: ${connectorId}`)
    return connector
  }
  return {
    getConnections() {
      const source = wagmiConfig.state.connections
      if (cache?.source === source) return cache.value
      const value = [...source.values()].map((connection) => ({
        connectorId: connection.connector.id,
        accounts: connection.accounts.map((address) => ({ address })),
        caipNetworkId: `eip155:${connection.chainId}` as const,
      }))
      cache = { source, value }
      return value
    },
    subscribe: (listener) => wagmiConfig.subscribe((state) => state.connections, listener),
    async switchConnection(connectorId) {
      await switchConnection(wagmiConfig, { connector: connectorOf(connectorId) })
    },
    async disconnectConnection(connectorId) {
      const { current } = wagmiConfig.state
      const connector = connectorOf(connectorId)
      await disconnect(wagmiConfig, { connector })
      // wagmi makes the first remaining connection current; ending another one keeps the active one active.
      if (current && current !== connector.uid && wagmiConfig.state.connections.has(current))
        wagmiConfig.setState((state) => ({ ...state, current }))
    },
    async reconnectConnection(connectorId) {
      // wagmi's reconnect replaces every held connection with the ones it reconnects: this adds one beside them,
      // as that action does for each connector, and leaves the current one current.
      const connector = wagmiConfig.connectors.find((other) => other.id === connectorId)
      if (!connector) return false
      if (!(await connector.getProvider().catch(() => undefined))) return false
      if (!(await connector.isAuthorized().catch(() => false))) return false
      const data = await connector.connect({ isReconnecting: true }).catch(() => null)
      const [first, ...rest] = data?.accounts ?? []
      if (!data || !first) return false
      const { events } = wagmiConfig._internal
      connector.emitter.off('connect', events.connect)
      connector.emitter.on('change', events.change)
      connector.emitter.on('disconnect', events.disconnect)
      wagmiConfig.setState((state) => ({
        ...state,
        current: state.current ?? connector.uid,
        status: 'connected',
        connections: new Map(state.connections).set(connector.uid, {
          accounts: [first, ...rest],
          chainId: data.chainId,
          connector,
        }),
      }))
      return true
    },
  }
}
