import type { siwxViews as english } from '../en/siwxViews'

/** Inside the sign-in view (SIWX). */
export const siwxViews: typeof english = {
  titles: { SIWXSignMessage: 'ورود' },
  heading: (app) => `${app} از شما می‌خواهد وارد شوید`,
  explanation:
    'برای اثبات مالکیت این حساب، پیامی را با کیف پول خود امضا کنید. این کار هزینه‌ای ندارد و هیچ تراکنشی ارسال نمی‌کند.',
  account: 'حساب',
  sign: 'امضا',
  signing: 'در انتظار کیف پول شما…',
  cancel: 'لغو',
}
