import type { modal as english } from '../en/modal'

/** The dialog's own strings, shared by every view. */
export const modal: typeof english = {
  close: 'بستن',
  back: 'بازگشت',
  loading: 'در حال بارگذاری',
  tryAgain: 'تلاش دوباره',
  walletFallback: 'کیف پول',
  somethingWentWrong: 'مشکلی پیش آمد',
}
