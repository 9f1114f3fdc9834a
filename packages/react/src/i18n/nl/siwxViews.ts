import type { siwxViews as english } from '../en/siwxViews'

/** Inside the sign-in view (SIWX). */
export const siwxViews: typeof english = {
  titles: { SIWXSignMessage: 'Inloggen' },
  heading: (app) => `${app} vraagt je om in te loggen`,
  explanation:
    'Onderteken een bericht met je wallet om te bewijzen dat dit account van jou is. Het is gratis en er wordt geen transactie verstuurd.',
  account: 'Account',
  sign: 'Ondertekenen',
  signing: 'Wachten op je wallet…',
  cancel: 'Annuleren',
}
