import { Spinner } from '../../components/Spinner'
import { WalletIcon } from '../../components/WalletIcon'
import { useConnectors } from '../../hooks/useConnectors'
import { useLatchState } from '../../hooks/useLatchState'
import { useMessages } from '../../i18n/MessagesContext'
import { useLatchInstance } from '../../LatchContext'

/** Waiting for the wallet to approve; a rejection or failure shows its error and a retry. */
export default function ConnectingExternalView() {
  const latch = useLatchInstance()
  const messages = useMessages()
  const connectors = useConnectors()
  const connectorId = useLatchState(
    (state) => state.history[state.history.length - 1]?.data?.connectorId,
  )
  const attempt = useLatchState((state) => state.connectAttempt)
  const connector = connectors.find((c) => c.id === connectorId)
  const name = connector?.name ?? messages.walletFallback
  const status = attempt && attempt.connectorId === connectorId ? attempt.status : 'pending'

  return (
    <div className="center">
      <WalletIcon icon={connector?.icon} large />
      {status === 'pending' ? (
        <>
          <p>
            <strong>{messages.connecting.continueIn(name)}</strong>
          </p>
          <p className="muted">{messages.connecting.acceptRequest}</p>
          <Spinner label={messages.connectingLabel} />
        </>
      ) : (
        <>
          <p className="error" role="alert">
            {status === 'rejected' ? messages.connecting.rejected : messages.connecting.failed}
          </p>
          {connectorId ? (
            <button
              type="button"
              className="primary"
              onClick={() => void latch.connect(connectorId)}
            >
              {messages.connecting.tryAgain}
            </button>
          ) : null}
        </>
      )}
    </div>
  )
}
