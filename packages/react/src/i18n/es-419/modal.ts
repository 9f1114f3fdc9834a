import type { modal as english } from '../en/modal'

/** The dialog's own strings, shared by every view. */
export const modal: typeof english = {
  close: 'Cerrar',
  back: 'Atrás',
  loading: 'Cargando',
  tryAgain: 'Reintentar',
  walletFallback: 'Billetera',
  somethingWentWrong: 'Algo salió mal',
}
