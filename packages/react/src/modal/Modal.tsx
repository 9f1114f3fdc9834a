import { closeModal, getAccount, type ViewName } from '@latch/core'
import { replaceView } from '@latch/core/internal'
import { type KeyboardEvent, Suspense, useEffect, useId, useLayoutEffect, useRef } from 'react'
import { Spinner } from '../components/Spinner'
import { useMessages } from '../i18n/MessagesContext'
import { useLatchInstance } from '../LatchContext'
import { useLatchState } from '../state/useLatchState'
import { hostThemeCss } from '../theme/themeTokens'
import { trapTab } from './focusTrap'
import { ModalHeader } from './ModalHeader'
import { modalCss } from './modalCss'
import { ToastView } from './ToastView'
import { ViewBoundary } from './ViewBoundary'
import { retryView, viewComponent } from './viewRegistry'

/**
 * The dialog: labelled by its view's title, focus kept inside, Escape and the backdrop close it, focus goes back
 * to the opener afterwards. The view loads lazily; until then the dialog already shows its title and a spinner.
 */
export function Modal({ inline = false }: { inline?: boolean }) {
  const latch = useLatchInstance()
  const messages = useMessages()
  const history = useLatchState((state) => state.history)
  const entry = history[history.length - 1] ?? { view: 'Connect' as const }
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    if (inline) return
    const opener = deepActiveElement()
    return () => {
      if (opener?.isConnected) opener.focus()
    }
  }, [inline])

  // A new view replaces the focused element: put focus on the dialog so the keyboard stays inside.
  useEffect(() => {
    if (!inline && entry.view) dialogRef.current?.focus()
  }, [entry.view, inline])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && !inline) {
      event.stopPropagation()
      closeModal(latch)
    } else if (dialogRef.current && !inline) trapTab(event.nativeEvent, dialogRef.current)
  }

  return (
    <>
      <style>{hostThemeCss(latch.options.themeVariables) + modalCss}</style>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; Escape and Close are the keyboard paths */}
      <div
        className="backdrop"
        role="presentation"
        onMouseDown={(event) => {
          if (!inline && event.target === event.currentTarget) closeModal(latch)
        }}
      >
        <div
          ref={dialogRef}
          className="dialog"
          role="dialog"
          aria-modal={inline ? undefined : true}
          aria-labelledby={titleId}
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          <ModalHeader
            titleId={titleId}
            entry={entry}
            canGoBack={history.length > 1}
            inline={inline}
          />
          <ToastView />
          <div className="body">
            <ViewBoundary key={entry.view} onRetry={() => retryView(entry.view)}>
              <Suspense fallback={<Spinner label={messages.modal.loading} />}>
                <CurrentView view={entry.view} />
              </Suspense>
            </ViewBoundary>
          </div>
        </div>
      </div>
    </>
  )
}

/**
 * The view's component, read when it renders: after a failed chunk and Try again (retryView), the boundary
 * mounts this anew and the view's load starts over.
 */
function CurrentView({ view }: { view: ViewName }) {
  const View = viewComponent(view, Fallback)
  return <View />
}

/** A view this build does not have: show the start view instead of nothing. */
function Fallback() {
  const latch = useLatchInstance()
  useEffect(() => {
    replaceView(latch, getAccount(latch).isConnected ? 'Account' : 'Connect')
  }, [latch])
  return null
}

function deepActiveElement(): HTMLElement | undefined {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement && active !== document.body ? active : undefined
}
