import { getAccountData } from '@latch/core/account'
import { useEffect } from 'react'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { useLatchInstance } from '../../LatchContext'

/** How often a visible tab asks for new history (a new transfer then refreshes the balances). */
const WATCH_INTERVAL_MS = 3_000

/** The account the tabs show; while a tab is mounted its data is loaded and watched for new transfers. */
export function useWatchedAccount(load: 'tokens' | 'activity' | 'nfts') {
  const latch = useLatchInstance()
  const { address, caipNetworkId } = useLatchAccount()
  useEffect(() => {
    const data = getAccountData(latch)
    if (!data || !address || !caipNetworkId) return
    const account = { address, caipNetworkId }
    if (load === 'tokens') void data.loadTokens(account)
    if (load === 'nfts') void data.loadNfts(account)
    // On the Tokens and NFTs tabs history only feeds the watch: its failure is not theirs to report.
    void data.loadActivity(account, { silent: load !== 'activity' })
    return data.watch(account, { intervalMs: WATCH_INTERVAL_MS })
  }, [latch, address, caipNetworkId, load])
  return address && caipNetworkId ? { address, caipNetworkId } : undefined
}
