import type { modal as english } from '../en/modal'

/** The dialog's own strings, shared by every view. */
export const modal: typeof english = {
  close: 'Fermer',
  back: 'Retour',
  loading: 'Chargement',
  tryAgain: 'Réessayer',
  walletFallback: 'Portefeuille',
  somethingWentWrong: 'Un problème est survenu',
}
