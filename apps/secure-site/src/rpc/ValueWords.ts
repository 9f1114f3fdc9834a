import type { Plural } from '@latch/core/locale'
import type { SiteMessages } from '../i18n/siteMessages'

/** A sentence of the secure site's `values` (a template with `{name}` placeholders). */
export type ValueSentence = {
  [Key in keyof SiteMessages['values']]: SiteMessages['values'][Key] extends Plural ? never : Key
}[keyof SiteMessages['values']]

/**
 * A count's sentence of the secure site's `values` (a `Plural`, by the count's category in the language): "1 base
 * unit", "5 базовых единиц" (behaviour.md §20.8).
 */
export type ValueCount = Exclude<keyof SiteMessages['values'], ValueSentence>

/** A unit `Intl.NumberFormat` names in every language (`style: 'unit'`). */
export type ValueUnit = 'byte' | 'second' | 'minute' | 'hour' | 'day' | 'week'

/**
 * What an approval row's value says, as plain data in no language (behaviour.md §20.8): the describers build it,
 * `sayValue` says it in the visitor's. Text as it is (an address, a chain's or a token's name, the app's own words);
 * a sentence of `values` with what it names; a decimal amount with its token's symbol; a whole number (base units);
 * a count of a unit (bytes, days); a moment in UTC (milliseconds); a count's sentence: by a count (`{count} more
 * fields`), or by a whole number of any size in decimal (base units) with what else it names.
 */
export type ValueWords =
  | string
  | { say: ValueSentence; args?: Record<string, ValueWords> }
  | { amount: string; symbol?: string }
  | { integer: string }
  | { count: number; unit: ValueUnit }
  | { utc: number }
  | { plural: ValueCount; count: number; args?: never }
  | { plural: ValueCount; count: string; args?: Record<string, ValueWords> }
