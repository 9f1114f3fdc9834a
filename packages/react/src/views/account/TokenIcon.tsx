import { safeIconUrl } from '@latch/core'
import { monogram } from './monogram'

/** A token's icon when it is a safe image URL, else its monogram, in a smaller font the longer it is. */
export function TokenIcon({ symbol, url }: { symbol: string; url?: string | null | undefined }) {
  const src = url ? safeIconUrl(url) : undefined
  const letters = monogram(symbol)
  const length = [...letters].length
  const size = length >= 5 ? ' smallest' : length === 4 ? ' small' : ''
  return (
    <span className={`token-icon${size}`} aria-hidden="true">
      {src ? <img src={src} alt="" /> : letters}
    </span>
  )
}
