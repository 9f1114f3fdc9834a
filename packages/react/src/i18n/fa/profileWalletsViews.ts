import type { profileWalletsViews as english } from '../en/profileWalletsViews'

/** Inside ProfileWallets and the Account view's entry to it. */
export const profileWalletsViews: typeof english = {
  titles: { ProfileWallets: 'کیف پول‌ها' },
  entry: (count) => `${count} کیف پول`,
  entryLabel: 'مدیریت کیف پول‌ها',
  tabsLabel: 'فضاهای نام',
  listLabel: 'اتصال‌های شما',
  status: { active: 'فعال', connected: 'متصل', disconnected: 'قطع‌شده' },
  switchTo: (name) => `رفتن به ${name}`,
  disconnect: (name) => `قطع اتصال ${name}`,
  switchButton: 'تغییر',
  disconnectButton: 'قطع اتصال',
  addWallet: 'افزودن کیف پول',
  disconnectAll: 'قطع اتصال همه',
  balance: 'موجودی',
  none: 'هنوز هیچ کیف پولی اینجا متصل نیست.',
}
