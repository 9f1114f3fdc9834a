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
} satisfies ViewRegistry<
  'EmailLogin' | 'EmailVerifyOtp' | 'EmailVerifyDevice' | 'ConnectSocials' | 'ConnectingSocial'
>
