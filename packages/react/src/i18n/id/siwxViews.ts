import type { siwxViews as english } from '../en/siwxViews'

/** Inside the sign-in view (SIWX). */
export const siwxViews: typeof english = {
  titles: { SIWXSignMessage: 'Masuk' },
  heading: (app) => `${app} meminta Anda untuk masuk`,
  explanation:
    'Tanda tangani pesan dengan dompet Anda untuk membuktikan bahwa akun ini milik Anda. Gratis dan tidak mengirim transaksi apa pun.',
  account: 'Akun',
  sign: 'Tanda tangani',
  signing: 'Menunggu dompet Anda…',
  cancel: 'Batal',
}
