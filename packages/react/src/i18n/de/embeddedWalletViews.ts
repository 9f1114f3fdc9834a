import type { embeddedWalletViews as english } from '../en/embeddedWalletViews'

/** Inside the embedded wallet's views: e-mail and social login. */
export const embeddedWalletViews: typeof english = {
  titles: {
    EmailLogin: 'Weiter mit E-Mail',
    EmailVerifyOtp: 'E-Mail bestätigen',
    EmailVerifyDevice: 'Dieses Gerät freigeben',
    ConnectSocials: 'Alle sozialen Konten',
    ConnectingSocial: 'Weiter im Pop-up',
    UpdateEmailWallet: 'E-Mail ändern',
    UpdateEmailPrimaryOtp: 'Aktuelle E-Mail bestätigen',
    UpdateEmailSecondaryOtp: 'Neue E-Mail bestätigen',
  },
  emailLabel: 'E-Mail',
  emailPlaceholder: 'Deine E-Mail-Adresse',
  continue: 'Weiter',
  socialsLabel: 'Mit sozialem Konto anmelden',
  continueWith: (provider) => `Weiter mit ${provider}`,
  moreSocials: 'Weitere soziale Konten',
  codeSent: (email) => `Gib den Code ein, den wir an ${email} gesendet haben`,
  codeLabel: 'Code',
  codeExpiry: 'Der Code läuft in 10 Minuten ab.',
  resend: 'Code erneut senden',
  deviceSent: (email) =>
    `Wir haben einen Link an ${email} gesendet. Öffne ihn auf einem beliebigen Gerät, um diesen Browser freizugeben.`,
  deviceWaiting: 'Warte auf deine Freigabe…',
  popupWaiting: (provider) => `Melde dich im Pop-up-Fenster mit ${provider} an.`,
  redirectWaiting: (provider) => `Weiter mit ${provider}…`,
  popupBlocked: (provider) =>
    `Dein Browser hat das Anmeldefenster von ${provider} blockiert. Du kannst dich stattdessen in diesem Tab anmelden und danach hierher zurückkehren.`,
  continueInThisTab: 'In diesem Tab fortfahren',
  working: 'Bitte warten…',
  changeEmail: 'E-Mail ändern',
  exportKey: 'Privaten Schlüssel exportieren',
  accountType: {
    eoa: 'Kontotyp: EOA',
    smartAccount: 'Kontotyp: Smart Account',
    notDeployed: 'Noch nicht bereitgestellt: die erste Transaktion stellt es bereit',
    deployed: 'Bereitgestellt',
    switchToSmartAccount: 'Zum Smart Account wechseln',
    switchToEoa: 'Zum EOA wechseln',
  },
  newEmailLabel: 'Neue E-Mail',
  providers: {
    google: 'Google',
    github: 'GitHub',
    apple: 'Apple',
    facebook: 'Facebook',
    x: 'X',
    discord: 'Discord',
  },
}
