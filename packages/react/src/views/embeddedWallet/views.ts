import type { CompleteMessages } from '../../i18n/en'
import { embeddedWalletViews } from '../../i18n/en/embeddedWalletViews'
import type { ViewRegistry } from '../../modal/ViewDefinition'
import { embeddedWalletAccountSection } from './embeddedWalletAccountSection'
import { embeddedWalletSection } from './embeddedWalletSection'

type Titled = keyof CompleteMessages['embeddedWallet']['titles']

const title = (view: Titled) => (messages: CompleteMessages) => messages.embeddedWallet.titles[view]

export const views = {
  EmailLogin: { load: () => import('./EmailLoginView'), title: title('EmailLogin') },
  EmailVerifyOtp: { load: () => import('./EmailVerifyOtpView'), title: title('EmailVerifyOtp') },
  EmailVerifyDevice: {
    load: () => import('./EmailVerifyDeviceView'),
    title: title('EmailVerifyDevice'),
  },
  ConnectSocials: { load: () => import('./ConnectSocialsView'), title: title('ConnectSocials') },
  ConnectingSocial: {
    load: () => import('./ConnectingSocialView'),
    // No popup (blocked, or the tab itself goes to the provider): the title names the login, not a popup.
    title: (messages, { latch }) => {
      const login = latch.getState().socialLogin
      const text = messages.embeddedWallet
      return login && login.mode === 'redirect'
        ? text.continueWith(text.providers[login.provider])
        : text.titles.ConnectingSocial
    },
  },
  ConnectingFarcaster: {
    load: () => import('./ConnectingFarcasterView'),
    title: title('ConnectingFarcaster'),
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
  | 'ConnectingFarcaster'
  | 'UpdateEmailWallet'
  | 'UpdateEmailPrimaryOtp'
  | 'UpdateEmailSecondaryOtp'
>

export { translations } from './locales'

export const english = { embeddedWallet: embeddedWalletViews }

export const connectSections = [embeddedWalletSection]

export const accountSections = [embeddedWalletAccountSection]
