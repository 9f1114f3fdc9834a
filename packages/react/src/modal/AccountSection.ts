import type { ComponentType } from 'react'

/**
 * What a feature adds to the Account view under the balance (the embedded wallet: the e-mail and "Change e-mail").
 * Part of the Account view's chunk, never of the first paint.
 */
export type AccountSection = { Component: ComponentType }
