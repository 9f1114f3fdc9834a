import { getRegistryWallets, type RegistryWallet } from '@latch/core/walletConnect'
import { useCallback, useEffect, useState } from 'react'
import { useLatchInstance } from '../../LatchContext'

type Listing = {
  status: 'loading' | 'ready' | 'error'
  wallets: RegistryWallet[]
  count: number
  page: number
}

const ENTRIES = 40

/**
 * The registry's wallets for a search term (already debounced), 40 a page, with `loadMore` for the next page. An
 * answer for an older term never replaces the newer one.
 */
export function useRegistryWallets(search: string) {
  const latch = useLatchInstance()
  const [listing, setListing] = useState<Listing>({
    status: 'loading',
    wallets: [],
    count: 0,
    page: 0,
  })

  const load = useCallback(
    async (page: number, isCurrent: () => boolean) => {
      setListing((current) => ({ ...current, status: 'loading' }))
      try {
        const result = await getRegistryWallets(latch, {
          page,
          entries: ENTRIES,
          search: search.length >= 2 ? search : undefined,
        })
        if (!isCurrent()) return
        setListing((current) => ({
          status: 'ready',
          wallets: page === 1 ? result.data : [...current.wallets, ...result.data],
          count: result.count,
          page,
        }))
      } catch {
        if (isCurrent()) setListing((current) => ({ ...current, status: 'error' }))
      }
    },
    [latch, search],
  )

  useEffect(() => {
    let current = true
    void load(1, () => current)
    return () => {
      current = false
    }
  }, [load])

  return {
    ...listing,
    hasMore: listing.wallets.length < listing.count,
    loadMore: () => void load(listing.page + 1, () => true),
  }
}
