import type * as errorTexts from './errorTexts'

/** The name of an error text (behaviour.md §8), which a LatchError carries as its code. */
export type ErrorCode = keyof typeof errorTexts
