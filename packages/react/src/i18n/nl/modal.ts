import type { modal as english } from '../en/modal'

/** The dialog's own strings, shared by every view. */
export const modal: typeof english = {
  close: 'Sluiten',
  back: 'Terug',
  loading: 'Laden',
  tryAgain: 'Opnieuw proberen',
  walletFallback: 'Wallet',
  somethingWentWrong: 'Er is iets misgegaan',
}
