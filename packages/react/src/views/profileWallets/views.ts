import { profileWalletsViews } from '../../i18n/en/profileWalletsViews'
import type { ViewRegistry } from '../../modal/ViewDefinition'
import { profileWalletsAccountHeader } from './profileWalletsAccountHeader'

export const views = {
  ProfileWallets: {
    load: () => import('./ProfileWalletsView'),
    title: (messages) => messages.profileWallets.titles.ProfileWallets,
  },
} satisfies ViewRegistry<'ProfileWallets'>

export { translations } from './locales'

export const english = { profileWallets: profileWalletsViews }

export const accountHeader = [profileWalletsAccountHeader]
