import type { siwxViews as english } from '../en/siwxViews'

/** Inside the sign-in view (SIWX). */
export const siwxViews: typeof english = {
  titles: { SIWXSignMessage: 'Zaloguj się' },
  heading: (app) => `${app} prosi o zalogowanie`,
  explanation:
    'Podpisz wiadomość portfelem, aby udowodnić, że to konto należy do Ciebie. To nic nie kosztuje i żadna transakcja nie zostanie wysłana.',
  account: 'Konto',
  sign: 'Podpisz',
  signing: 'Czekamy na portfel…',
  cancel: 'Anuluj',
}
