import type { ConnectSection } from '../../modal/ConnectSection'

/**
 * The Connect view's sections of the features every app has, in order; a feature of every app adds one line here.
 * None has one today: the features an app lists bring theirs (`connectSections` of their `views.ts`: WalletConnect's
 * registry rows and "All Wallets", the embedded wallet's e-mail and social rows), after these.
 */
export const connectSections: readonly ConnectSection[] = []
