import type { modal as english } from '../en/modal'

/** The dialog's own strings, shared by every view. */
export const modal: typeof english = {
  close: 'Tutup',
  back: 'Kembali',
  loading: 'Memuat',
  tryAgain: 'Coba lagi',
  walletFallback: 'Dompet',
  somethingWentWrong: 'Terjadi kesalahan',
}
