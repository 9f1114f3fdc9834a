import type { embeddedWalletViews as english } from '../en/embeddedWalletViews'

/** Inside the embedded wallet's views: e-mail and social login. */
export const embeddedWalletViews: typeof english = {
  titles: {
    EmailLogin: 'Continuer avec un e-mail',
    EmailVerifyOtp: "Confirmer l'e-mail",
    EmailVerifyDevice: 'Approuver cet appareil',
    ConnectSocials: 'Tous les réseaux sociaux',
    ConnectingSocial: 'Continuez dans la fenêtre',
    UpdateEmailWallet: "Modifier l'e-mail",
    UpdateEmailPrimaryOtp: "Confirmer l'e-mail actuel",
    UpdateEmailSecondaryOtp: 'Confirmer le nouvel e-mail',
  },
  emailLabel: 'E-mail',
  emailPlaceholder: 'Votre e-mail',
  continue: 'Continuer',
  socialsLabel: 'Connexions via les réseaux sociaux',
  continueWith: (provider) => `Continuer avec ${provider}`,
  moreSocials: 'Plus de réseaux sociaux',
  codeSent: (email) => `Saisissez le code envoyé à ${email}`,
  codeLabel: 'Code',
  codeExpiry: 'Le code expire dans 10 minutes.',
  resend: 'Renvoyer le code',
  deviceSent: (email) =>
    `Nous avons envoyé un lien à ${email}. Ouvrez-le sur n'importe quel appareil pour approuver ce navigateur.`,
  deviceWaiting: 'En attente de votre approbation…',
  popupWaiting: (provider) => `Connectez-vous avec ${provider} dans la fenêtre qui s'est ouverte.`,
  redirectWaiting: (provider) => `Connexion avec ${provider}…`,
  popupBlocked: (provider) =>
    `Votre navigateur a bloqué la fenêtre de connexion ${provider}. Vous pouvez vous connecter dans cet onglet et revenir ici ensuite.`,
  continueInThisTab: 'Continuer dans cet onglet',
  working: 'Veuillez patienter…',
  changeEmail: "Modifier l'e-mail",
  exportKey: 'Exporter la clé privée',
  accountType: {
    eoa: 'Type de compte : EOA',
    smartAccount: 'Type de compte : compte intelligent',
    notDeployed: 'Pas encore déployé : sa première transaction le déploie',
    deployed: 'Déployé',
    switchToSmartAccount: 'Passer au compte intelligent',
    switchToEoa: 'Passer au compte EOA',
  },
  newEmailLabel: 'Nouvel e-mail',
  providers: {
    google: 'Google',
    github: 'GitHub',
    apple: 'Apple',
    facebook: 'Facebook',
    x: 'X',
    discord: 'Discord',
  },
}
