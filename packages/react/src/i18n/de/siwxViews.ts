import type { siwxViews as english } from '../en/siwxViews'

/** Inside the sign-in view (SIWX). */
export const siwxViews: typeof english = {
  titles: { SIWXSignMessage: 'Anmelden' },
  heading: (app) => `${app} möchte, dass du dich anmeldest`,
  explanation:
    'Signiere mit deiner Wallet eine Nachricht, um zu beweisen, dass dir dieses Konto gehört. Das ist kostenlos und sendet keine Transaktion.',
  account: 'Konto',
  sign: 'Signieren',
  signing: 'Warte auf deine Wallet…',
  cancel: 'Abbrechen',
}
