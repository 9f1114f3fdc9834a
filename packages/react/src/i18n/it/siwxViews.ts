import type { siwxViews as english } from '../en/siwxViews'

/** Inside the sign-in view (SIWX). */
export const siwxViews: typeof english = {
  titles: { SIWXSignMessage: 'Accedi' },
  heading: (app) => `${app} ti chiede di accedere`,
  explanation:
    'Firma un messaggio con il tuo wallet per dimostrare che questo account è tuo. È gratis e non viene inviata alcuna transazione.',
  account: 'Account',
  sign: 'Firma',
  signing: 'In attesa del tuo wallet…',
  cancel: 'Annulla',
}
