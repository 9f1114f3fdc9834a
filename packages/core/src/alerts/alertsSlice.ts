import type { AlertCode } from '../errors/alerts'

export type AlertsSlice = {
  /** The alert the modal shows above its view (behaviour.md §8.8); cleared when the modal closes. */
  alert: AlertCode | undefined
}
