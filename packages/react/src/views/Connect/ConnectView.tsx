import { WalletIcon } from '../../components/WalletIcon'
import { useConnectors } from '../../hooks/useConnectors'
import { useLatchState } from '../../hooks/useLatchState'
import { useMessages } from '../../i18n/MessagesContext'
import { useLatchInstance } from '../../LatchContext'

/** The wallet list, in the connector order of the spec. */
export default function ConnectView() {
  const latch = useLatchInstance()
  const messages = useMessages()
  const connectors = useConnectors()
  const recentIds = useLatchState((state) => state.recentWalletIds)

  if (connectors.length === 0) return <p className="muted">{messages.connect.noWallets}</p>

  return (
    <ul className="list" aria-label={messages.connect.walletsLabel}>
      {connectors.map((connector) => {
        const tag = recentIds.includes(connector.id)
          ? messages.connect.recent
          : connector.type === 'ANNOUNCED' || connector.type === 'INJECTED'
            ? messages.connect.installed
            : undefined
        return (
          <li key={connector.id}>
            <button
              type="button"
              className="item"
              onClick={() => {
                latch.push('ConnectingExternal', { connectorId: connector.id })
                void latch.connect(connector.id)
              }}
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
