import type { siwxViews as english } from '../en/siwxViews'

/** Inside the sign-in view (SIWX). */
export const siwxViews: typeof english = {
  titles: { SIWXSignMessage: 'Connexion' },
  heading: (app) => `${app} vous demande de vous connecter`,
  explanation:
    "Signez un message avec votre portefeuille pour prouver que ce compte vous appartient. C'est gratuit et aucune transaction n'est envoyée.",
  account: 'Compte',
  sign: 'Signer',
  signing: 'En attente de votre portefeuille…',
  cancel: 'Annuler',
}
