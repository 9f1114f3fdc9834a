import type { Config, CreateConnectorFn } from 'wagmi'

/** What the EVM adapter's capability modules reach of it: its wagmi config, and a way to list a wallet. */
export type EvmAdapterContext = {
  readonly wagmiConfig: Config
  /** Lists a wagmi connector whose code loaded with a capability (WalletConnect, the embedded wallet), once. */
  listConnector(id: string, connector: () => CreateConnectorFn): void
}
