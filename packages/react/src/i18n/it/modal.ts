import type { modal as english } from '../en/modal'

/** The dialog's own strings, shared by every view. */
export const modal: typeof english = {
  close: 'Chiudi',
  back: 'Indietro',
  loading: 'Caricamento',
  tryAgain: 'Riprova',
  walletFallback: 'Wallet',
  somethingWentWrong: 'Si è verificato un problema',
}
