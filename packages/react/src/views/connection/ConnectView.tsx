import { type Connector, connect, type Latch } from '@latch/core'
import { useMemo } from 'react'
import { preloadImages } from '../../components/preloadImages'
import { WalletIcon, walletIconUrl } from '../../components/WalletIcon'
import { connectionViews } from '../../i18n/en/connectionViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { registeredSlot } from '../../modal/viewRegistry'
import { useLatchState } from '../../state/useLatchState'
import { connectSections } from './connectSections'
import { connectorsToList, useConnectors } from './useConnectors'

/**
 * The wallet list, in the connector order of the spec, between the sections other features add (the embedded
 * wallet's e-mail and social rows before it, WalletConnect's after). The embedded wallet's connector (AUTH) is
 * reached through its own rows, never listed as a wallet.
 */
export default function ConnectView() {
  const latch = useLatchInstance()
  const messages = useViewMessages('connection', connectionViews)
  const connectors = useWalletConnectors()
  const hasInstalledWallets = connectors.some(
    (connector) => connector.type === 'ANNOUNCED' || connector.type === 'INJECTED',
  )
  const sections = (placement: 'beforeWallets' | 'afterWallets') =>
    sectionsOf(latch)
      .filter((section) => section.placement === placement)
      .map(({ Component }, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the app's features, a constant list
        <Component key={index} hasInstalledWallets={hasInstalledWallets} />
      ))

  // One column of rows with the list's own spacing, whichever section (feature) a row comes from.
  return (
    <div className="connect-rows">
      {sections('beforeWallets')}
      {connectors.length === 0 ? (
        <p className="muted">{messages.connection.noWallets}</p>
      ) : (
        <WalletList />
      )}
      {sections('afterWallets')}
    </div>
  )
}

function WalletList() {
  const latch = useLatchInstance()
  const messages = useViewMessages('connection', connectionViews)
  const connectors = useWalletConnectors()
  const recentIds = useLatchState((state) => state.recentWalletIds)
  return (
    <ul className="list" aria-label={messages.connection.walletsLabel}>
      {connectors.map((connector) => {
        const tag = recentIds.includes(connector.id)
          ? messages.connection.recent
          : connector.type === 'ANNOUNCED' || connector.type === 'INJECTED'
            ? messages.connection.installed
            : undefined
        return (
          <li key={`${connector.namespace} ${connector.id}`}>
            <button
              type="button"
              className="item"
              onClick={() =>
                // A wallet of one side is meant in its namespace (another adapter may list its id too); one of
                // several sides connects the active namespace's.
                void connect(latch, {
                  connectorId: connector.id,
                  namespace: connector.namespaceConnectors ? undefined : connector.namespace,
                })
              }
            >
              <WalletIcon icon={connector.icon} />
              <span>{connector.name}</span>
              {tag ? <span className="tag">{tag}</span> : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}

function useWalletConnectors() {
  const connectors = useConnectors()
  return useMemo(() => connectors.filter(isListedWallet), [connectors])
}

const isListedWallet = (connector: Connector) => connector.type !== 'AUTH'

/** The sections of every app's features and of the ones the app lists. */
const sectionsOf = (latch: Latch) => [
  ...connectSections,
  ...registeredSlot(latch, 'connectSections'),
]

/** The icons the view shows at once, its wallets' and its sections', decoded ahead of the click (ViewModule). */
export function preload(latch: Latch): void {
  const wallets = connectorsToList(latch).filter(isListedWallet)
  preloadImages([
    ...wallets.map((connector) => walletIconUrl(connector.icon)),
    ...sectionsOf(latch).flatMap((section) => section.images?.(latch) ?? []),
  ])
}
