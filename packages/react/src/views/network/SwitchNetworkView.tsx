import type { CaipNetworkId } from '@latch/core'
import { useEffect, useRef } from 'react'
import { Spinner } from '../../components/Spinner'
import { useWalletInfo } from '../../hooks/useWalletInfo'
import { useMessages } from '../../i18n/MessagesContext'
import { useLatchInstance } from '../../LatchContext'
import { useLatchState } from '../../state/useLatchState'

/** Asks the wallet to switch (adding the network first when it does not know it); closes when done. */
export default function SwitchNetworkView() {
  const latch = useLatchInstance()
  const messages = useMessages()
  const { walletInfo } = useWalletInfo()
  const caipNetworkId = useLatchState(
    (state) => state.history[state.history.length - 1]?.data?.caipNetworkId,
  ) as CaipNetworkId | undefined
  const attempt = useLatchState((state) => state.switchAttempt)
  const network = caipNetworkId ? latch.getNetwork(caipNetworkId) : undefined
  const started = useRef<string | undefined>(undefined)

  const run = (id: CaipNetworkId) =>
    latch.switchNetwork(id).then(
      () => latch.close(),
      () => undefined,
    )

  useEffect(() => {
    if (!caipNetworkId || started.current === caipNetworkId) return
    started.current = caipNetworkId
    void run(caipNetworkId)
  })

  if (!network || !caipNetworkId) return <Spinner label={messages.modal.loading} />
  const failure =
    attempt?.caipNetworkId === caipNetworkId && attempt.status !== 'pending'
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
          <button type="button" className="primary" onClick={() => void run(caipNetworkId)}>
            {messages.modal.tryAgain}
          </button>
        </>
      ) : (
        <>
          <p>
            <strong>
              {messages.network.switchNetwork.approveIn(
                walletInfo?.name ?? messages.modal.walletFallback,
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
