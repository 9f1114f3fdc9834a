import { safeIconUrl } from '@latch/core'
import { Spinner } from '../../components/Spinner'
import { accountViews } from '../../i18n/en/accountViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useAccountData } from './useAccountData'
import { useWatchedAccount } from './useWatchedAccount'

/** The account's NFTs (spam hidden). */
export function NftsTab() {
  const messages = useViewMessages('account', accountViews)
  useWatchedAccount('nfts')
  const nfts = useAccountData((state) => state.nfts)

  if (nfts.status === 'idle' || nfts.status === 'loading')
    return <Spinner label={messages.modal.loading} />
  if (nfts.items.length === 0)
    return (
      <p className="empty">
        {nfts.status === 'error' ? messages.account.nftsUnavailable : messages.account.noNfts}
      </p>
    )
  return (
    <ul className="nft-grid" aria-label={messages.account.tabs.nfts}>
      {nfts.items.map((nft) => {
        const src = nft.imageUrl ? safeIconUrl(nft.imageUrl) : undefined
        return (
          <li className="nft" key={nft.id}>
            <span className="art" aria-hidden="true">
              {src ? <img src={src} alt="" /> : `#${nft.tokenId}`}
            </span>
            <span>{nft.name}</span>
            <span className="sub">
              {nft.collection}
              {nft.quantity !== '1' ? ` × ${nft.quantity}` : ''}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
