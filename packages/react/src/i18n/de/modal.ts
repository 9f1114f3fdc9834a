import type { modal as english } from '../en/modal'

/** The dialog's own strings, shared by every view. */
export const modal: typeof english = {
  close: 'Schließen',
  back: 'Zurück',
  loading: 'Wird geladen',
  tryAgain: 'Erneut versuchen',
  walletFallback: 'Wallet',
  somethingWentWrong: 'Etwas ist schiefgelaufen',
}
