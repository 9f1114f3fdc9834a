import type { profileWalletsViews as english } from '../en/profileWalletsViews'

/** Inside ProfileWallets and the Account view's entry to it. */
export const profileWalletsViews: typeof english = {
  titles: { ProfileWallets: 'ארנקים' },
  entry: (count) => (count === 1 ? 'ארנק אחד' : `${count} ארנקים`),
  entryLabel: 'ניהול ארנקים',
  tabsLabel: 'מרחבי שמות',
  listLabel: 'החיבורים שלך',
  status: { active: 'פעיל', connected: 'מחובר', disconnected: 'מנותק' },
  switchTo: (name) => `מעבר אל ${name}`,
  disconnect: (name) => `ניתוק ${name}`,
  switchButton: 'מעבר',
  disconnectButton: 'ניתוק',
  addWallet: 'הוספת ארנק',
  disconnectAll: 'ניתוק הכול',
  balance: 'יתרה',
  none: 'עדיין אין כאן ארנק מחובר.',
}
