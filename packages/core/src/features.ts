import { accountFeature } from './account/accountFeature'
import { connectionFeature } from './connection/connectionFeature'
import type { StateOf } from './LatchFeature'
import { modalFeature } from './modal/modalFeature'
import { networkFeature } from './network/networkFeature'

/**
 * The features every instance is composed of, in the order they start; the others are the app's to list in
 * `features` (see CONTRIBUTING.md), so an app ships none of a feature it does not list. createLatch names none.
 */
export const features = [modalFeature, connectionFeature, networkFeature, accountFeature] as const

/**
 * The slices of the features an app lists: each feature adds its own from its folder (`declare module
 * '../features.js' { interface FeatureState extends SendSlice {} }`), present once the app lists it.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging
export interface FeatureState {}

export type LatchState = StateOf<typeof features> & FeatureState
