import { plural } from '@latch/core/locale'
import type { ValueWords } from '../rpc/ValueWords'
import type { SiteMessages } from './siteMessages'

/** A piece of a value as the screen shows it: `isolate` for what reads left to right in any language. */
export type ValuePart = { text: string; isolate: boolean }

/** Intl's limit on fraction digits: an amount with more shows as the decimal it is. */
const MAX_FRACTION_DIGITS = 100

/**
 * `words` in `messages`' language (behaviour.md §20.8): sentences from `values`, numbers, units and dates by `Intl`
 * in `tag`. Addresses, names and amounts come out isolated: the screen keeps them left to right inside a
 * right-to-left sentence (§20.4).
 */
export function valueParts(words: ValueWords, messages: SiteMessages, tag: string): ValuePart[] {
  if (typeof words === 'string') return [{ text: words, isolate: true }]
  if ('say' in words) return sentence(messages.values[words.say], words.args ?? {}, messages, tag)
  if ('amount' in words) {
    const fraction = words.amount.split('.')[1]?.length ?? 0
    const number =
      fraction > MAX_FRACTION_DIGITS || !/^\d+(\.\d+)?$/.test(words.amount)
        ? words.amount
        : new Intl.NumberFormat(tag, { maximumFractionDigits: fraction }).format(
            words.amount as `${number}`,
          )
    return [{ text: words.symbol ? `${number} ${words.symbol}` : number, isolate: true }]
  }
  if ('integer' in words)
    return [
      {
        text: /^\d+$/.test(words.integer)
          ? new Intl.NumberFormat(tag).format(BigInt(words.integer))
          : words.integer,
        isolate: true,
      },
    ]
  if ('unit' in words) {
    const format = new Intl.NumberFormat(tag, {
      style: 'unit',
      unit: words.unit,
      unitDisplay: 'long',
    })
    return [{ text: format.format(words.count), isolate: false }]
  }
  if ('utc' in words) {
    const format = new Intl.DateTimeFormat(tag, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'short',
    })
    return [{ text: format.format(words.utc), isolate: false }]
  }
  const texts = messages.values[words.plural]
  const { count } = words
  if (typeof count === 'number') return [{ text: plural(texts, count, tag), isolate: false }]
  const whole = /^\d+$/.test(count) ? BigInt(count) : undefined
  const text = (whole === undefined ? undefined : texts[pluralCategory(whole, tag)]) ?? texts.other
  return sentence(text, { ...words.args, count: { integer: count } }, messages, tag)
}

/** `template`'s `{name}`s replaced by what `args` names, each said in the language. */
function sentence(
  template: string,
  args: Record<string, ValueWords>,
  messages: SiteMessages,
  tag: string,
): ValuePart[] {
  return template.split(/(\{\w+\})/).flatMap((piece): ValuePart[] => {
    const arg = /^\{(\w+)\}$/.exec(piece)?.[1]
    const value = arg === undefined ? undefined : args[arg]
    if (value !== undefined) return valueParts(value, messages, tag)
    return piece ? [{ text: piece, isolate: false }] : []
  })
}

/**
 * A whole number's plural category in `tag`, of any size: `Intl.PluralRules` counts in doubles, and CLDR's rules for
 * whole numbers read at most their last six digits and whether they pass a million, which a large one keeps here.
 */
function pluralCategory(whole: bigint, tag: string): Intl.LDMLPluralRule {
  const million = 1_000_000n
  const kept = whole < BigInt(Number.MAX_SAFE_INTEGER) ? whole : (whole % million) + million
  return new Intl.PluralRules(tag).select(Number(kept))
}
