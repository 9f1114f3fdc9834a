import type { ComponentType } from 'react'

/**
 * What a feature adds to the Account view under the balance (the embedded wallet: the e-mail and "Change e-mail").
 * A feature of every app lists it in `views/account/accountSections.ts` (the view's chunk), a feature an app lists
 * in its registry chunk (`accountSections` of its `views.ts`): never in the first paint.
 */
export type AccountSection = { Component: ComponentType }
