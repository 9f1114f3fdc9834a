import type { RouterEntry } from '@latch/core'
import { useConnectors } from '../hooks/useConnectors'
import { useMessages } from '../i18n/MessagesContext'
import { useLatchInstance } from '../LatchContext'

export function ModalHeader({
  titleId,
  entry,
  canGoBack,
  inline,
}: {
  titleId: string
  entry: RouterEntry
  canGoBack: boolean
  inline: boolean
}) {
  const latch = useLatchInstance()
  const messages = useMessages()
  const connectors = useConnectors()
  const connectorName = connectors.find((c) => c.id === entry.data?.connectorId)?.name
  const title =
    entry.view === 'ConnectingExternal' && connectorName
      ? connectorName
      : (messages.viewTitles[entry.view] ?? messages.dialogLabel)

  return (
    <div className="header">
      {canGoBack ? (
        <button
          type="button"
          className="icon-button"
          aria-label={messages.back}
          onClick={() => latch.back()}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path
              d="M10 3 5 8l5 5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      ) : (
        <span />
      )}
      <h2 className="title" id={titleId}>
        {title}
      </h2>
      {inline ? (
        <span />
      ) : (
        <button
          type="button"
          className="icon-button"
          aria-label={messages.close}
          onClick={() => latch.close()}
        >
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
            <path
              d="m2 2 10 10M12 2 2 12"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      )}
    </div>
  )
}
