import type { modal as english } from '../en/modal'

/** The dialog's own strings, shared by every view. */
export const modal: typeof english = {
  close: 'Kapat',
  back: 'Geri',
  loading: 'Yükleniyor',
  tryAgain: 'Tekrar dene',
  walletFallback: 'Cüzdan',
  somethingWentWrong: 'Bir şeyler ters gitti',
}
