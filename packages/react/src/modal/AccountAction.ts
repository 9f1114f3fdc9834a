import type { ComponentType } from 'react'

/**
 * A button a feature adds to the Account view's wallet-actions row (Send, Swap, later Buy), from its registry
 * chunk (`accountActions` of its `views.ts`): the row holds the actions of the features the app lists. The
 * component renders nothing where its feature cannot act (no balances, or no adapter that can).
 */
export type AccountAction = { Component: ComponentType }
