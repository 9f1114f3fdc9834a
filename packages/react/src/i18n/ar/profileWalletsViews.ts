import type { profileWalletsViews as english } from '../en/profileWalletsViews'

const arabicPlural = new Intl.PluralRules('ar')

/** Inside ProfileWallets and the Account view's entry to it. */
export const profileWalletsViews: typeof english = {
  titles: { ProfileWallets: 'المحافظ' },
  // Arabic counts in words up to two, then 3 to 10 take the plural (محافظ), 11 and up the singular (محفظة).
  entry: (count) => {
    switch (arabicPlural.select(count)) {
      case 'zero':
        return 'لا محافظ'
      case 'one':
        return 'محفظة واحدة'
      case 'two':
        return 'محفظتان'
      case 'few':
        return `${count} محافظ`
      default:
        return `${count} محفظة`
    }
  },
  entryLabel: 'إدارة المحافظ',
  tabsLabel: 'مساحات الأسماء',
  listLabel: 'اتصالاتك',
  status: { active: 'نشطة', connected: 'متصلة', disconnected: 'غير متصلة' },
  switchTo: (name) => `التبديل إلى ${name}`,
  disconnect: (name) => `قطع الاتصال بـ ${name}`,
  switchButton: 'تبديل',
  disconnectButton: 'قطع الاتصال',
  addWallet: 'إضافة محفظة',
  disconnectAll: 'قطع الاتصال بالكل',
  balance: 'الرصيد',
  none: 'لا توجد محفظة متصلة هنا بعد.',
}
