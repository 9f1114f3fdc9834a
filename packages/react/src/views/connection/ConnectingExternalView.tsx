import { connect } from '@latch/core'
import { Spinner } from '../../components/Spinner'
import { WalletIcon } from '../../components/WalletIcon'
import { connectionViews } from '../../i18n/en/connectionViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { useViewParams } from '../../modal/useViewParams'
import { useLatchState } from '../../state/useLatchState'
import { useConnectors } from './useConnectors'

/** Waiting for the wallet to approve; a rejection or failure shows its error and a retry. */
export default function ConnectingExternalView() {
  const latch = useLatchInstance()
  const messages = useViewMessages('connection', connectionViews)
  const connectors = useConnectors()
  const connectorId = useViewParams('ConnectingExternal')?.connectorId
  const attempt = useLatchState((state) => state.connectAttempt)
  const connector = connectors.find((c) => c.id === connectorId)
  const name = connector?.name ?? messages.modal.walletFallback
  const status = attempt && attempt.connectorId === connectorId ? attempt.status : 'pending'

  return (
    <div className="center">
      <WalletIcon icon={connector?.icon} large />
      {status === 'pending' ? (
        <>
          <p>
            <strong>{messages.connection.continueIn(name)}</strong>
          </p>
          <p className="muted">{messages.connection.acceptRequest}</p>
          <Spinner label={messages.connection.connectingLabel} />
        </>
      ) : (
        <>
          <p className="error" role="alert">
            {status === 'rejected' ? messages.connection.rejected : messages.connection.failed}
          </p>
          {connectorId ? (
            <button
              type="button"
              className="primary"
              onClick={() => void connect(latch, { connectorId })}
            >
              {messages.modal.tryAgain}
            </button>
          ) : null}
        </>
      )}
    </div>
  )
}
