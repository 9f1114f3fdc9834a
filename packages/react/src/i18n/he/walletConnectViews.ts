import type { walletConnectViews as english } from '../en/walletConnectViews'

/** Inside the WalletConnect views: the QR code and the wallet registry. */
export const walletConnectViews: typeof english = {
  titles: {
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    AllWallets: 'כל הארנקים',
  },
  scanWith: (wallet) => `יש לסרוק את קוד ה-QR הזה עם ${wallet}`,
  scanWithPhone: 'יש לסרוק את קוד ה-QR הזה עם ארנק בנייד',
  qrLabel: 'קוד QR של WalletConnect',
  preparing: 'מכין את קוד ה-QR…',
  continueIn: (wallet) => `המשך ב-${wallet}`,
  acceptInWallet: 'יש לאשר את בקשת החיבור בארנק.',
  open: (wallet) => `פתיחת ${wallet}`,
  getWallet: (wallet) => `אין לך אותו? להורדת ${wallet}`,
  copyLink: 'העתקת קישור',
  linkCopied: 'הקישור הועתק',
  copyFailed: 'לא ניתן היה להעתיק את הקישור',
  rejected: 'החיבור נדחה',
  failed: 'החיבור נכשל',
  search: 'חיפוש ארנק',
  walletsLabel: 'ארנקים',
  loadMore: 'ארנקים נוספים',
  loading: 'טוען ארנקים…',
  noResults: 'אין ארנק שתואם לחיפוש.',
  unavailable: 'רשימת הארנקים לא זמינה כרגע.',
  allWallets: 'כל הארנקים',
  walletConnect: 'WalletConnect',
}
