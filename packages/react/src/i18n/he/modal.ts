import type { modal as english } from '../en/modal'

/** The dialog's own strings, shared by every view. */
export const modal: typeof english = {
  close: 'סגירה',
  back: 'חזרה',
  loading: 'טוען',
  tryAgain: 'ניסיון חוזר',
  walletFallback: 'ארנק',
  somethingWentWrong: 'משהו השתבש',
}
