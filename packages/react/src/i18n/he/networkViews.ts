import type { networkViews as english } from '../en/networkViews'

/** Inside the network views: switching and the unsupported-network view. */
export const networkViews: typeof english = {
  titles: {
    Networks: 'בחירת רשת',
    SwitchNetwork: 'החלפת רשת',
    UnsupportedChain: 'החלפת רשת',
  },
  current: 'הרשת הנוכחית',
  namespaces: {
    eip155: 'רשתות EVM',
    solana: 'רשתות Solana',
    bip122: 'רשתות Bitcoin',
    polkadot: 'רשתות Polkadot',
    cosmos: 'רשתות Cosmos',
  },
  switchNetwork: {
    approveIn: (wallet) => `אישור ב-${wallet}`,
    approveRequest: (network) => `יש לאשר את הבקשה בארנק שלך כדי לעבור אל ${network}.`,
    declined: 'החלפת הרשת נדחתה',
    failed: 'החלפת הרשת נכשלה',
  },
  unsupportedChain: {
    description: 'האפליקציה לא תומכת ברשת הנוכחית שלך. כדי להמשיך, יש לעבור לאחת הרשתות הזמינות.',
    disconnect: 'ניתוק',
  },
}
