import type { ChainAdapter } from '../adapter'
import type { StandardConnection } from './createStandardConnection'
import type { WalletSources } from './createWalletSources'

/** The part of the port a Wallet Standard adapter answers from its wallet sources and its connection. */
export function standardAdapterPort<Accounts extends object>(
  sources: WalletSources,
  connection: StandardConnection<Accounts>,
): Pick<
  ChainAdapter,
  | 'setup'
  | 'getConnection'
  | 'subscribeConnection'
  | 'getConnectors'
  | 'subscribeConnectors'
  | 'reconnect'
  | 'connect'
  | 'disconnect'
  | 'switchNetwork'
> {
  return {
    setup() {
      sources.watch()
      return sources.stop
    },
    getConnection: connection.getConnection,
    subscribeConnection: connection.subscribeConnection,
    getConnectors: sources.getConnectors,
    subscribeConnectors: sources.subscribeConnectors,
    reconnect: connection.reconnect,
    connect: connection.connect,
    disconnect: connection.disconnect,
    switchNetwork: connection.switchNetwork,
  }
}
