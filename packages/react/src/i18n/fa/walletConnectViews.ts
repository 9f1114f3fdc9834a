import type { walletConnectViews as english } from '../en/walletConnectViews'

/** Inside the WalletConnect views: the QR code and the wallet registry. */
export const walletConnectViews: typeof english = {
  titles: {
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    AllWallets: 'همهٔ کیف پول‌ها',
  },
  scanWith: (wallet) => `این کد QR را با ${wallet} اسکن کنید`,
  scanWithPhone: 'این کد QR را با یک کیف پول موبایل اسکن کنید',
  qrLabel: 'کد QR والت‌کانکت',
  preparing: 'در حال آماده‌سازی کد QR…',
  continueIn: (wallet) => `ادامه در ${wallet}`,
  acceptInWallet: 'درخواست اتصال را در کیف پول تأیید کنید.',
  open: (wallet) => `باز کردن ${wallet}`,
  getWallet: (wallet) => `ندارید؟ ${wallet} را دریافت کنید`,
  copyLink: 'کپی پیوند',
  linkCopied: 'پیوند کپی شد',
  copyFailed: 'کپی پیوند ممکن نشد',
  rejected: 'اتصال رد شد',
  failed: 'اتصال ناموفق بود',
  search: 'جستجوی کیف پول',
  walletsLabel: 'کیف پول‌ها',
  loadMore: 'کیف پول‌های بیشتر',
  loading: 'در حال بارگذاری کیف پول‌ها…',
  noResults: 'هیچ کیف پولی با جستجوی شما مطابقت ندارد.',
  unavailable: 'فهرست کیف پول‌ها در حال حاضر در دسترس نیست.',
  allWallets: 'همهٔ کیف پول‌ها',
  walletConnect: 'WalletConnect',
}
