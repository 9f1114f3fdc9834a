/** Why a typed amount is not one: nothing typed, not a number, more fraction digits than the token has, zero. */
export type AmountProblem = 'empty' | 'notANumber' | 'tooManyDecimals' | 'zero'

export type ParsedAmount = { ok: true; value: bigint } | { ok: false; problem: AmountProblem }

const amountPattern = /^(\d*)(?:[.,](\d*))?$/

/**
 * A typed amount in the token's base units (25.5 LUSD with 6 decimals: 25500000n). String arithmetic only, so
 * an 18-decimal amount loses nothing; a comma is read as the decimal point; no sign, no exponent.
 */
export function toBaseUnits(input: string, decimals: number): ParsedAmount {
  const text = input.trim()
  if (text === '') return { ok: false, problem: 'empty' }
  const match = amountPattern.exec(text)
  const [, whole = '', fraction = ''] = match ?? []
  if (!match || (whole === '' && fraction === '')) return { ok: false, problem: 'notANumber' }
  const significant = fraction.replace(/0+$/, '')
  if (significant.length > decimals) return { ok: false, problem: 'tooManyDecimals' }
  const value = BigInt(`${whole || '0'}${significant.padEnd(decimals, '0')}`)
  if (value === 0n) return { ok: false, problem: 'zero' }
  return { ok: true, value }
}
