import type { connection as english } from '../en/connection'

/** Connecting a wallet, outside its views: the connect button (first paint). */
export const connection: typeof english = {
  connectWallet: '连接钱包',
  connectingLabel: '连接中…',
}
