import type { siwxViews as english } from '../en/siwxViews'

/** Inside the sign-in view (SIWX). */
export const siwxViews: typeof english = {
  titles: { SIWXSignMessage: 'Log Masuk' },
  heading: (app) => `${app} meminta anda log masuk`,
  explanation:
    'Tandatangani mesej dengan dompet anda untuk membuktikan akaun ini milik anda. Ia percuma dan tidak menghantar sebarang transaksi.',
  account: 'Akaun',
  sign: 'Tandatangan',
  signing: 'Menunggu dompet anda…',
  cancel: 'Batal',
}
