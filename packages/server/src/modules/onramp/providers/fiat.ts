/** A fiat amount as the API writes it: two decimals ("50.00"), from a provider's number or text. */
export function fiat(value: number | string): string {
  const number = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(number) || number < 0) throw new Error('not an amount')
  return number.toFixed(2)
}
