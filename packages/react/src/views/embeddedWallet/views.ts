import type { ViewRegistry } from '../../modal/ViewDefinition'

export const embeddedWalletViews = {
  EmailLogin: {
    load: () => import('./EmailLoginView'),
    title: (messages) => messages.embeddedWallet.titles.EmailLogin,
  },
  EmailVerifyOtp: {
    load: () => import('./EmailVerifyOtpView'),
    title: (messages) => messages.embeddedWallet.titles.EmailVerifyOtp,
  },
  EmailVerifyDevice: {
    load: () => import('./EmailVerifyDeviceView'),
    title: (messages) => messages.embeddedWallet.titles.EmailVerifyDevice,
  },
  ConnectSocials: {
    load: () => import('./ConnectSocialsView'),
    title: (messages) => messages.embeddedWallet.titles.ConnectSocials,
  },
  ConnectingSocial: {
    load: () => import('./ConnectingSocialView'),
    title: (messages) => messages.embeddedWallet.titles.ConnectingSocial,
  },
  UpdateEmailWallet: {
    load: () => import('./UpdateEmailWalletView'),
    title: (messages) => messages.embeddedWallet.titles.UpdateEmailWallet,
  },
  UpdateEmailPrimaryOtp: {
    load: () => import('./UpdateEmailOtpView'),
    title: (messages) => messages.embeddedWallet.titles.UpdateEmailPrimaryOtp,
  },
  UpdateEmailSecondaryOtp: {
    load: () => import('./UpdateEmailOtpView'),
    title: (messages) => messages.embeddedWallet.titles.UpdateEmailSecondaryOtp,
  },
} satisfies ViewRegistry<
  | 'EmailLogin'
  | 'EmailVerifyOtp'
  | 'EmailVerifyDevice'
  | 'ConnectSocials'
  | 'ConnectingSocial'
  | 'UpdateEmailWallet'
  | 'UpdateEmailPrimaryOtp'
  | 'UpdateEmailSecondaryOtp'
>
