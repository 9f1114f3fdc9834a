import { disconnect, switchNetwork } from '@latch/core'
import { NetworkList } from '../../components/NetworkList'
import { networkViews } from '../../i18n/en/networkViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { useLatchState } from '../../state/useLatchState'

/** The wallet is on a network the app does not list: switch to one of the app's networks, or disconnect. */
export default function UnsupportedChainView() {
  const latch = useLatchInstance()
  const messages = useViewMessages('network', networkViews)
  const attempt = useLatchState((state) => state.switchAttempt)
  // The wallet's own namespace: it can switch among those networks, not to another namespace's.
  const namespace = useLatchState((state) => state.activeNamespace)

  return (
    <div>
      <p className="muted">{messages.network.unsupportedChain.description}</p>
      <div style={{ height: 12 }} />
      <NetworkList
        currentId={undefined}
        label={messages.network.selectNetwork}
        groupLabel={(group) => messages.network.namespaces[group]}
        namespace={namespace}
        onSelect={(network) => void switchNetwork(latch, { caipNetworkId: network.caipNetworkId })}
      />
      {attempt && attempt.status !== 'pending' ? (
        <p className="error" role="alert" style={{ marginTop: 12 }}>
          {attempt.status === 'rejected'
            ? messages.network.switchNetwork.declined
            : messages.network.switchNetwork.failed}
        </p>
      ) : null}
      <div className="actions">
        <button type="button" className="secondary full" onClick={() => void disconnect(latch)}>
          {messages.network.unsupportedChain.disconnect}
        </button>
      </div>
    </div>
  )
}
