import type { modal as english } from '../en/modal'

/** The dialog's own strings, shared by every view. */
export const modal: typeof english = {
  close: 'إغلاق',
  back: 'رجوع',
  loading: 'جارٍ التحميل',
  tryAgain: 'إعادة المحاولة',
  walletFallback: 'محفظة',
  somethingWentWrong: 'حدث خطأ ما',
}
