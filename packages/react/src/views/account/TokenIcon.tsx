import { safeIconUrl } from '@latch/core'

/** A token's icon when it is a safe image URL, its symbol's first letters otherwise. */
export function TokenIcon({ symbol, url }: { symbol: string; url?: string | null | undefined }) {
  const src = url ? safeIconUrl(url) : undefined
  return (
    <span className="token-icon" aria-hidden="true">
      {src ? <img src={src} alt="" /> : symbol.slice(0, 3)}
    </span>
  )
}
