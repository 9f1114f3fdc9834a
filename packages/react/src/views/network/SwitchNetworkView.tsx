import { getNetwork, switchNetwork } from '@latch/core'
import { Spinner } from '../../components/Spinner'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { networkViews } from '../../i18n/en/networkViews'
import { useViewMessages } from '../../i18n/useViewMessages'
import { useLatchInstance } from '../../LatchContext'
import { useViewParams } from '../../modal/useViewParams'
import { useLatchState } from '../../state/useLatchState'
import { useConnectors } from '../connection/useConnectors'

/**
 * The wallet is asked to switch (the `switchNetwork` action shows this view and closes it when done); a decline
 * or failure shows its error and a retry.
 */
export default function SwitchNetworkView() {
  const latch = useLatchInstance()
  const messages = useViewMessages('network', networkViews)
  // The connected wallet's name, from the list this view's chunk already holds.
  const { connectorId } = useLatchAccount()
  const walletName = useConnectors().find((connector) => connector.id === connectorId)?.name
  const caipNetworkId = useViewParams('SwitchNetwork')?.caipNetworkId
  const attempt = useLatchState((state) => state.switchAttempt)
  const network = caipNetworkId ? getNetwork(latch, caipNetworkId) : undefined

  if (!network) return <Spinner label={messages.modal.loading} />
  const failure =
    attempt?.caipNetworkId === network.caipNetworkId && attempt.status !== 'pending'
      ? attempt.status
      : undefined

  return (
    <div className="center">
      {failure ? (
        <>
          <p className="error" role="alert">
            {failure === 'rejected'
              ? messages.network.switchNetwork.declined
              : messages.network.switchNetwork.failed}
          </p>
          <button
            type="button"
            className="primary"
            onClick={() => void switchNetwork(latch, { caipNetworkId: network.caipNetworkId })}
          >
            {messages.modal.tryAgain}
          </button>
        </>
      ) : (
        <>
          <p>
            <strong>
              {messages.network.switchNetwork.approveIn(
                walletName ?? messages.modal.walletFallback,
              )}
            </strong>
          </p>
          <p className="muted">{messages.network.switchNetwork.approveRequest(network.name)}</p>
          <Spinner label={messages.modal.loading} />
        </>
      )}
    </div>
  )
}
