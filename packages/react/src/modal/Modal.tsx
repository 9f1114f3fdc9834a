import { closeModal, getAccount, type ViewName } from '@latch/core'
import { replaceView } from '@latch/core/internal'
import {
  type KeyboardEvent,
  Suspense,
  use,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react'
import { Spinner } from '../components/Spinner'
import { useMessages } from '../i18n/MessagesContext'
import { useLatchInstance } from '../LatchContext'
import { useLatchState } from '../state/useLatchState'
import { hostThemeCss } from '../theme/themeTokens'
import { trapTab } from './focusTrap'
import { ModalAlert } from './ModalAlert'
import { ModalHeader } from './ModalHeader'
import { modalCss } from './modalCss'
import { ToastView } from './ToastView'
import { useAnimatedHeight } from './useAnimatedHeight'
import { useEscapeKey } from './useEscapeKey'
import { useViewFocus } from './useViewFocus'
import { ViewBoundary } from './ViewBoundary'
import { loadRegistry, retryView, viewComponent } from './viewRegistry'

/**
 * The dialog: labelled by its view's title, focus kept inside, Escape and the backdrop close it, focus goes back
 * to the opener afterwards. The view loads lazily; until then the dialog already shows its title and a spinner.
 * The frame stays put while views change (top-anchored, a bottom sheet on a phone) and its height animates; the
 * toast shows above it, clear of the content.
 */
export function Modal({ inline = false }: { inline?: boolean }) {
  const latch = useLatchInstance()
  const messages = useMessages()
  const history = useLatchState((state) => state.history)
  const entry = history[history.length - 1] ?? { view: 'Connect' as const }
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  useAnimatedHeight(panelRef, contentRef)
  // Before useViewFocus, whose layout effect moves focus into the dialog: the opener is what had it until then.
  useLayoutEffect(() => {
    if (inline) return
    const opener = deepActiveElement()
    return () => {
      if (opener?.isConnected) opener.focus()
    }
  }, [inline])
  useViewFocus(dialogRef, entry.view, inline)
  useEscapeKey(
    useCallback(() => closeModal(latch), [latch]),
    !inline,
  )

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (dialogRef.current && !inline) trapTab(event.nativeEvent, dialogRef.current)
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
          // Arabic, Persian and Hebrew lay the dialog out mirrored (behaviour.md §20); `lang` picks the fonts.
          dir={messages.dir ?? 'ltr'}
          lang={messages.tag ?? 'en'}
          aria-modal={inline ? undefined : true}
          aria-labelledby={titleId}
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          <ToastView view={entry.view} />
          <div ref={panelRef} className="panel">
            <ModalHeader
              titleId={titleId}
              entry={entry}
              canGoBack={history.length > 1}
              inline={inline}
            />
            <div className="body">
              <div ref={contentRef}>
                <ModalAlert />
                <ViewBoundary key={entry.view} onRetry={() => retryView(entry.view)}>
                  <Suspense fallback={<Spinner label={messages.modal.loading} />}>
                    <CurrentView view={entry.view} />
                  </Suspense>
                </ViewBoundary>
              </div>
            </div>
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
  const latch = useLatchInstance()
  // Suspends until this instance's registries are there (a view loaded for another instance is in memory). Called
  // on every render: React warns of a `use` that a component skips once its promise has resolved.
  use(loadRegistry(latch))
  const View = viewComponent(latch, view, Fallback)
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
