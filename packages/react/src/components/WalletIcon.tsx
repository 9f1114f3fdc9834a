import { safeIconUrl } from '@latch/core'

const fallbackIcon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzhhOTJhMyIvPjxyZWN0IHg9IjYiIHk9IjkiIHdpZHRoPSIyMCIgaGVpZ2h0PSIxNSIgcng9IjMiIGZpbGw9IiNmZmYiLz48Y2lyY2xlIGN4PSIyMSIgY3k9IjE2LjUiIHI9IjIiIGZpbGw9IiM4YTkyYTMiLz48L3N2Zz4='

/** The URL a wallet's icon is drawn from: anything that is not a safe image URL is the generic wallet icon. */
export function walletIconUrl(icon: string | undefined): string {
  return safeIconUrl(icon) ?? fallbackIcon
}

/** A wallet's icon; anything that is not a safe image URL shows the generic wallet icon instead. */
export function WalletIcon({ icon, large = false }: { icon: string | undefined; large?: boolean }) {
  return (
    <img
      className={large ? 'wallet-icon large' : 'wallet-icon'}
      src={walletIconUrl(icon)}
      alt=""
      width={large ? 64 : 32}
      height={large ? 64 : 32}
    />
  )
}
