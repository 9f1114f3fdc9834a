import type { walletConnectViews as english } from '../en/walletConnectViews'

/** Inside the WalletConnect views: the QR code and the wallet registry. */
export const walletConnectViews: typeof english = {
  titles: {
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    AllWallets: 'كل المحافظ',
  },
  scanWith: (wallet) => `امسح رمز QR هذا باستخدام ${wallet}`,
  scanWithPhone: 'امسح رمز QR هذا باستخدام محفظة على الهاتف',
  qrLabel: 'رمز QR لـ WalletConnect',
  preparing: 'جارٍ تجهيز رمز QR…',
  continueIn: (wallet) => `تابع في ${wallet}`,
  acceptInWallet: 'وافق على طلب الربط في المحفظة.',
  open: (wallet) => `فتح ${wallet}`,
  getWallet: (wallet) => `ليست لديك؟ احصل على ${wallet}`,
  copyLink: 'نسخ الرابط',
  linkCopied: 'تم نسخ الرابط',
  copyFailed: 'تعذّر نسخ الرابط',
  rejected: 'تم رفض الربط',
  failed: 'تعذّر الربط',
  search: 'البحث عن محفظة',
  walletsLabel: 'المحافظ',
  loadMore: 'مزيد من المحافظ',
  loading: 'جارٍ تحميل المحافظ…',
  noResults: 'لا توجد محفظة تطابق بحثك.',
  unavailable: 'قائمة المحافظ غير متاحة حاليًا.',
  allWallets: 'كل المحافظ',
  walletConnect: 'WalletConnect',
}
