import { expect, it } from 'vitest'
import { periodWords } from '../rpc/describeRequest'
import { sayValue } from './sayValue'
import { loadSiteLocale } from './siteLocale'
import { en } from './siteMessages'
import { valueParts } from './valueParts'

// behaviour.md §20.8: a language orders a sentence its own way; what it names stays whole and isolated.
it('says a session’s limit in each language’s order, its amount isolated', async () => {
  const limit = (seconds: number) => ({
    say: 'limit' as const,
    args: { limit: { amount: '1500', symbol: 'LUSD' }, period: periodWords(seconds) },
  })
  const { messages: japanese } = await loadSiteLocale('ja')
  expect(valueParts(limit(86_400), japanese, 'ja')).toEqual([
    { text: '1日あたり', isolate: false },
    { text: '1,500 LUSD', isolate: true },
  ])
  // Japanese writes no space before the amount (§20.9); `Intl` spaces its own unit ("2 日").
  expect(sayValue(limit(172_800), japanese, 'ja')).toBe('2 日ごとに1,500 LUSD')
  expect(sayValue(limit(90))).toBe('1,500 LUSD every 90 seconds')
  // Nor around a name, nor between two words of a nested sentence (§20.9).
  const unlimited = {
    say: 'maySpend' as const,
    args: { spender: '0xA', amount: { say: 'anyAmountOf' as const, args: { token: 'LUSD' } } },
  }
  const { messages: chinese } = await loadSiteLocale('zh-CN')
  expect(sayValue(unlimited, chinese, 'zh-CN')).toBe('0xA可支出任意数量的LUSD')
  expect(sayValue(unlimited, japanese, 'ja')).toBe('0xAが無制限のLUSDを使用可能')
  expect(sayValue(limit(0), (await loadSiteLocale('de')).messages, 'de')).toBe(
    '1.500 LUSD insgesamt',
  )
})

it('shows an amount Intl cannot hold whole as the decimal it is, never rounded', () => {
  const amount = `0.${'0'.repeat(150)}1`
  expect(sayValue({ amount, symbol: 'X' })).toBe(`${amount} X`)
  expect(sayValue({ amount: '123456789012345678901234567890.5', symbol: 'X' })).toBe(
    '123,456,789,012,345,678,901,234,567,890.5 X',
  )
  // French groups with a narrow no-break space.
  expect(sayValue({ integer: '123456789012345678901234567890' }, en, 'fr')).toBe(
    ['123', '456', '789', '012', '345', '678', '901', '234', '567', '890'].join('\u202f'),
  )
})

it('says base units by the count’s plural category, a whole number of any size too', async () => {
  const { messages: russian } = await loadSiteLocale('ru')
  const units = (count: string) => ({
    plural: 'baseUnits' as const,
    count,
    args: { address: '0xA' },
  })
  expect(sayValue(units('1'))).toBe('1 base unit of token 0xA')
  expect(sayValue(units('21'), russian, 'ru')).toBe('21 базовую единицу токена 0xA')
  expect(sayValue(units('3'), russian, 'ru')).toBe('3 базовые единицы токена 0xA')
  // 2⁶⁰ − 2: a double rounds it to 2⁶⁰ ("many"); its own last digits say "few".
  expect(sayValue(units('1152921504606846974'), russian, 'ru')).toBe(
    '1\u00a0152\u00a0921\u00a0504\u00a0606\u00a0846\u00a0974 базовые единицы токена 0xA',
  )
  expect(valueParts(units('5'), russian, 'ru')).toEqual([
    { text: '5', isolate: true },
    { text: ' базовых единиц токена ', isolate: false },
    { text: '0xA', isolate: true },
  ])
})
