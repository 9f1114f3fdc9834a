import { z } from 'zod'

/** `1`, `true`, `0`, `false`, or empty (false). */
export const booleanFlag = z
  .enum(['1', '0', 'true', 'false', ''])
  .transform((value) => value === '1' || value === 'true')

/** A comma-separated list; empty or unset is none. */
export const commaList = z
  .string()
  .default('')
  .transform((text) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )

/** `NAME=` (set, empty) reads as unset. */
export const unsetIfEmpty = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema)
