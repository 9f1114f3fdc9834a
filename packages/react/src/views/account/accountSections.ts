import type { AccountSection } from '../../modal/AccountSection'
import { otherAccountsSection } from './otherAccountsSection'
import { walletActionsSection } from './walletActionsSection'

/**
 * The Account view's sections of the features every app has, in order; a feature of every app adds one line here.
 * A feature an app lists brings its own (`accountSections` of its `views.ts`), before these.
 */
export const accountSections: readonly AccountSection[] = [
  otherAccountsSection,
  walletActionsSection,
]
