/**
 * The quote's price impact (percent, the server's two decimals) for the view: "< 0.01%" for a trade too small to
 * move the pool, and how loud to say it: `high` from 5 % (the visitor should look twice), `medium` from 1 %.
 */
export function formatPriceImpact(priceImpact: string): {
  text: string
  level: 'low' | 'medium' | 'high'
} {
  const value = Number(priceImpact)
  if (!Number.isFinite(value) || value < 0.01) return { text: '< 0.01%', level: 'low' }
  const level = value >= 5 ? 'high' : value >= 1 ? 'medium' : 'low'
  return { text: `${value.toFixed(2)}%`, level }
}
