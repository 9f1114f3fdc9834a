import type { connectionViews as english } from '../en/connectionViews'

/** Inside the connection views: the wallet list and the wait for the wallet's approval. */
export const connectionViews: typeof english = {
  titles: { Connect: 'ربط المحفظة', ConnectingExternal: 'جارٍ الربط' },
  walletsLabel: 'المحافظ',
  recent: 'الأخيرة',
  installed: 'مثبّتة',
  noWallets: 'لم يتم العثور على محفظة. ثبّت إضافة محفظة في متصفحك، ثم أعد تحميل هذه الصفحة.',
  continueIn: (wallet) => `تابع في ${wallet}`,
  acceptRequest: 'وافق على طلب الربط في محفظتك.',
  rejected: 'تم رفض الربط',
  failed: 'تعذّر الربط',
}
