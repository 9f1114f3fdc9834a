/** A two-decimal amount for reading: "7500.00" as "7,500.00". */
export function formatFiat(amount: string): string {
  const number = Number(amount)
  return Number.isFinite(number)
    ? number.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : amount
}
