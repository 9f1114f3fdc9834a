/** The embedded wallet outside its views: the views' titles (part of the dialog's frame). */
export const embeddedWallet = {
  titles: {
    EmailLogin: 'Continue with e-mail',
    EmailVerifyOtp: 'Confirm e-mail',
    EmailVerifyDevice: 'Approve this device',
    ConnectSocials: 'All socials',
    ConnectingSocial: 'Continue in the popup',
    UpdateEmailWallet: 'Change e-mail',
    UpdateEmailPrimaryOtp: 'Confirm current e-mail',
    UpdateEmailSecondaryOtp: 'Confirm new e-mail',
  },
}
