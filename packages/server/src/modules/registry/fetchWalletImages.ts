import { type FetchImageOptions, fetchWalletImage } from './fetchWalletImage'
import type { WalletRecord } from './walletInput'

/** A logo the import could not use: the wallet keeps its monogram. */
export type ImageFailure = { id: string; url: string; reason: string }

/**
 * Replaces each wallet's monogram with its own logo (`imageUrl`), a few fetches at a time. A logo that cannot be
 * fetched or is refused leaves the monogram and is named in `failures`: a logo never stops an import.
 */
export async function fetchWalletImages(
  wallets: readonly WalletRecord[],
  { concurrency = 4, ...options }: FetchImageOptions & { concurrency?: number } = {},
): Promise<{ wallets: WalletRecord[]; failures: ImageFailure[] }> {
  const result = [...wallets]
  const failures: ImageFailure[] = []
  let next = 0
  const worker = async () => {
    while (next < result.length) {
      const index = next++
      const wallet = result[index] as WalletRecord
      if (!wallet.imageUrl) continue
      try {
        result[index] = { ...wallet, image: await fetchWalletImage(wallet.imageUrl, options) }
      } catch (error) {
        failures.push({ id: wallet.id, url: wallet.imageUrl, reason: (error as Error).message })
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  // In input order, whichever fetch ended first.
  const order = new Map(wallets.map((wallet, index) => [wallet.id, index]))
  failures.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
  return { wallets: result, failures }
}
