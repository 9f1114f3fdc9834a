// What only the names views use (`@latch/core/names`), out of the main entry's first paint.

export { timeoutScheduler } from '../timing/scheduler'
export { type AccountNameProblem, accountNameProblem, NAME_MAX_LENGTH } from './accountNameProblem'
export { type AccountNameAvailability, checkAccountName } from './checkAccountName'
export { registerAccountName } from './registerAccountName'

/** How long typing pauses before a name's availability is asked (one request per pause, not per key). */
export const NAME_CHECK_DEBOUNCE_MS = 300
