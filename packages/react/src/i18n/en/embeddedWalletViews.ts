/** Inside the embedded wallet's views: e-mail and social login (loaded with them). */
export const embeddedWalletViews = {
  emailLabel: 'E-mail',
  emailPlaceholder: 'Your e-mail',
  continue: 'Continue',
  socialsLabel: 'Social logins',
  continueWith: (provider: string) => `Continue with ${provider}`,
  moreSocials: 'More socials',
  codeSent: (email: string) => `Enter the code we sent to ${email}`,
  codeLabel: 'Code',
  codeExpiry: 'The code expires in 10 minutes.',
  resend: 'Resend code',
  deviceSent: (email: string) =>
    `We sent a link to ${email}. Open it on any device to approve this browser.`,
  deviceWaiting: 'Waiting for your approval…',
  popupWaiting: (provider: string) => `Log in with ${provider} in the popup window.`,
  working: 'Please wait…',
  changeEmail: 'Change e-mail',
  exportKey: 'Export private key',
  newEmailLabel: 'New e-mail',
  providers: {
    google: 'Google',
    github: 'GitHub',
    apple: 'Apple',
    facebook: 'Facebook',
    x: 'X',
    discord: 'Discord',
  },
}
