import type { connection as english } from '../en/connection'

/** Connecting a wallet, outside its views: the connect button (first paint). */
export const connection: typeof english = {
  connectWallet: 'Połącz portfel',
  connectingLabel: 'Łączenie…',
}
