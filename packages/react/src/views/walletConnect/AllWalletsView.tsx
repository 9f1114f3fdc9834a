import { isMobileDevice } from '@latch/core/internal'
import { preparePairing } from '@latch/core/walletConnect'
import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { Spinner } from '../../components/Spinner'
import { walletConnectViews } from '../../i18n/en/walletConnectViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { useLatchState } from '../../state/useLatchState'
import { useConnectors } from '../connection/useConnectors'
import { RegistryWalletRow } from './RegistryWalletRow'
import { useDebounced } from './useDebounced'
import { useRegistryWallets } from './useRegistryWallets'
import { walletConnectCss } from './walletConnectCss'

/** How long typing must pause before the registry is searched. */
const SEARCH_DEBOUNCE_MS = 300

/**
 * Every wallet of the registry, searchable (from 2 characters) and paged. An installed extension is not listed
 * again. On a phone a pairing is prepared at once, so that a tap opens the wallet app within the tap.
 */
export default function AllWalletsView() {
  const latch = useLatchInstance()
  const messages = useViewMessages('walletConnect', walletConnectViews)
  const text = messages.walletConnect
  const [input, setInput] = useState('')
  const search = useDebounced(input.trim(), SEARCH_DEBOUNCE_MS)
  const listing = useRegistryWallets(search)
  const connectors = useConnectors()
  const installed = useMemo(
    () => new Set(connectors.flatMap((connector) => connector.rdns ?? [])),
    [connectors],
  )
  const wallets = useDeferredValue(
    listing.wallets.filter((wallet) => !wallet.rdns || !installed.has(wallet.rdns)),
  )

  // On a phone a tap opens the wallet with the pairing: until there is one, the list is not ready.
  const pairing = useLatchState((state) => state.pairing)
  const busy = listing.status === 'loading' || (isMobileDevice() && !pairing)

  // Creating a pairing asks nothing of any wallet: it only talks to the relay.
  useEffect(() => preparePairing(latch), [latch])

  return (
    <div>
      <style>{walletConnectCss}</style>
      <label className="search">
        <span className="visually-hidden">{text.search}</span>
        <input
          type="search"
          placeholder={text.search}
          value={input}
          onChange={(event) => setInput(event.target.value)}
        />
      </label>
      {listing.status === 'error' && wallets.length === 0 ? (
        <p className="error" role="alert">
          {text.unavailable}
        </p>
      ) : listing.status === 'ready' && wallets.length === 0 ? (
        <p className="muted">{text.noResults}</p>
      ) : (
        <ul className="list" aria-label={text.walletsLabel} aria-busy={busy}>
          {wallets.map((wallet) => (
            <RegistryWalletRow key={wallet.id} latch={latch} wallet={wallet} />
          ))}
        </ul>
      )}
      {listing.status === 'loading' ? <Spinner label={text.loading} /> : null}
      {listing.status === 'ready' && listing.hasMore ? (
        <div className="actions">
          <button type="button" className="secondary full" onClick={listing.loadMore}>
            {text.loadMore}
          </button>
        </div>
      ) : null}
    </div>
  )
}
