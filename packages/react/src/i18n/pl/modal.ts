import type { modal as english } from '../en/modal'

/** The dialog's own strings, shared by every view. */
export const modal: typeof english = {
  close: 'Zamknij',
  back: 'Wstecz',
  loading: 'Wczytywanie',
  tryAgain: 'Spróbuj ponownie',
  walletFallback: 'Portfel',
  somethingWentWrong: 'Coś poszło nie tak',
}
