import type { connectionViews as english } from '../en/connectionViews'

/** Inside the connection views: the wallet list and the wait for the wallet's approval. */
export const connectionViews: typeof english = {
  titles: { Connect: 'חיבור ארנק', ConnectingExternal: 'מתחבר' },
  walletsLabel: 'ארנקים',
  recent: 'אחרונים',
  installed: 'מותקן',
  noWallets: 'לא נמצא ארנק. יש להתקין תוסף ארנק לדפדפן ואז לטעון מחדש את הדף.',
  continueIn: (wallet) => `המשך ב-${wallet}`,
  acceptRequest: 'יש לאשר את בקשת החיבור בארנק שלך.',
  rejected: 'החיבור נדחה',
  failed: 'החיבור נכשל',
}
