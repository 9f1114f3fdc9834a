import type { ConnectSection } from '../../modal/ConnectSection'
import { walletConnectSection } from '../walletConnect/walletConnectSection'

/**
 * The Connect view's sections of the features every app has, in order; a feature of every app adds one line here.
 * A feature an app lists brings its own (`connectSections` of its `views.ts`), after these.
 */
export const connectSections: readonly ConnectSection[] = [walletConnectSection]
