/**
 * A text that depends on a count, by the count's plural category in the locale (`Intl.PluralRules`,
 * behaviour.md §20): `other` always, and the categories the language has beside it (`one` in English and French;
 * none in Japanese; `zero`, `one`, `two`, `few` and `many` in Arabic). `{count}` is the formatted number.
 */
export type Plural = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>

/** `texts` for `count` in `locale`, its number formatted for the locale. */
export function plural(texts: Plural, count: number, locale: string): string {
  const text = texts[new Intl.PluralRules(locale).select(count)] ?? texts.other
  return text.replace('{count}', new Intl.NumberFormat(locale).format(count))
}
