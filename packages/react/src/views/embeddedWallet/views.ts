import type { FrameMessages } from '../../i18n/en/frame'
import type { ViewRegistry } from '../../modal/ViewDefinition'

type Titled = keyof FrameMessages['embeddedWallet']['titles']

/** The view's title from the feature's strings (one closure: this registry is part of the first paint). */
const title = (view: Titled) => (messages: FrameMessages) => messages.embeddedWallet.titles[view]

export const embeddedWalletViews = {
  EmailLogin: { load: () => import('./EmailLoginView'), title: title('EmailLogin') },
  EmailVerifyOtp: { load: () => import('./EmailVerifyOtpView'), title: title('EmailVerifyOtp') },
  EmailVerifyDevice: {
    load: () => import('./EmailVerifyDeviceView'),
    title: title('EmailVerifyDevice'),
  },
  ConnectSocials: { load: () => import('./ConnectSocialsView'), title: title('ConnectSocials') },
  ConnectingSocial: {
    load: () => import('./ConnectingSocialView'),
    title: title('ConnectingSocial'),
  },
  UpdateEmailWallet: {
    load: () => import('./UpdateEmailWalletView'),
    title: title('UpdateEmailWallet'),
  },
  UpdateEmailPrimaryOtp: {
    load: () => import('./UpdateEmailOtpView'),
    title: title('UpdateEmailPrimaryOtp'),
  },
  UpdateEmailSecondaryOtp: {
    load: () => import('./UpdateEmailOtpView'),
    title: title('UpdateEmailSecondaryOtp'),
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
