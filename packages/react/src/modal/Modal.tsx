import { closeModal, getAccount, type ViewName } from '@latch/core'
import { replaceView } from '@latch/core/internal'
import {
  type KeyboardEvent,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
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
import { loadedView, loadView } from './viewRegistry'

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
                <ViewBoundary key={entry.view}>
                  {/* For a view that suspends on its own: its chunk is not (CurrentView). */}
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
 * The view, or its spinner until this instance's registries and the view's chunk are there (a view loaded for
 * another instance is in memory, but its title and slots are this instance's). Loaded here rather than suspended
 * on: React would hold a suspended view back ~300 ms behind its spinner once its chunk came (loadedView). A chunk
 * that fails is the boundary's error, whose Try again mounts this anew and loads it again (behaviour.md §18.4).
 */
function CurrentView({ view }: { view: ViewName }) {
  const latch = useLatchInstance()
  const messages = useMessages()
  const [failure, setFailure] = useState<{ error: unknown }>()
  const [, arrived] = useReducer((count: number) => count + 1, 0)
  const View = loadedView(latch, view, Fallback)
  useEffect(() => {
    if (View) return
    let current = true
    loadView(latch, view).then(
      () => current && arrived(),
      (error: unknown) => current && setFailure({ error }),
    )
    return () => {
      current = false
    }
  }, [latch, view, View])
  if (failure) throw failure.error
  return View ? <View /> : <Spinner label={messages.modal.loading} />
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
