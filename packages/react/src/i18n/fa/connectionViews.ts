import type { connectionViews as english } from '../en/connectionViews'

/** Inside the connection views: the wallet list and the wait for the wallet's approval. */
export const connectionViews: typeof english = {
  titles: { Connect: 'اتصال کیف پول', ConnectingExternal: 'در حال اتصال' },
  walletsLabel: 'کیف پول‌ها',
  recent: 'اخیر',
  installed: 'نصب‌شده',
  noWallets:
    'کیف پولی پیدا نشد. یک افزونهٔ کیف پول برای مرورگر نصب کنید و سپس این صفحه را دوباره بارگذاری کنید.',
  continueIn: (wallet) => `ادامه در ${wallet}`,
  acceptRequest: 'درخواست اتصال را در کیف پول خود تأیید کنید.',
  rejected: 'اتصال رد شد',
  failed: 'اتصال ناموفق بود',
}
