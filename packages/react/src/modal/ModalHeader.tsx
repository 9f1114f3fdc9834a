import { closeModal, type RouterEntry } from '@latch/core'
import { goBack } from '@latch/core/internal'
import { useContext, useSyncExternalStore } from 'react'
import { IconButton } from '../components/IconButton'
import { BackIcon } from '../components/icons/BackIcon'
import { CloseIcon } from '../components/icons/CloseIcon'
import { MessagesContext, useMessages } from '../i18n/MessagesContext'
import { useLatchInstance } from '../LatchContext'
import { registeredView, subscribeRegistry } from './viewRegistry'

/** Back (when there is history), the view's title, Close (unless inline). */
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
  const catalogue = useContext(MessagesContext)
  // The title comes with its feature's registry chunk (loaded with the view), and may read the instance (a
  // connector's name), so it is re-read when either changes.
  const registered = useSyncExternalStore(
    subscribeRegistry,
    () => registeredView(latch, entry.view),
    () => registeredView(latch, entry.view),
  )
  const readTitle = () => registered?.title(catalogue ?? undefined, { entry, latch }) ?? ''
  const title = useSyncExternalStore(latch.subscribe, readTitle, readTitle)
  // A feature holds the modal open (SIWX's sign view while sign-in is required, behaviour.md §4): no Close.
  const readCloseDisabled = () => latch.getState().closeDisabled
  const closeDisabled = useSyncExternalStore(latch.subscribe, readCloseDisabled, readCloseDisabled)

  return (
    <div className="header">
      {canGoBack ? (
        <IconButton label={messages.modal.back} onClick={() => goBack(latch)}>
          <BackIcon />
        </IconButton>
      ) : (
        <span />
      )}
      {/* Focusable from script only: a new view puts focus here, so a screen reader reads where the visitor is. */}
      <h2 className="title" id={titleId} tabIndex={-1}>
        {title}
      </h2>
      {inline || closeDisabled ? (
        <span />
      ) : (
        <IconButton label={messages.modal.close} onClick={() => closeModal(latch)}>
          <CloseIcon />
        </IconButton>
      )}
    </div>
  )
}
