import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useRef,
} from 'react'
import { SiteLocaleContext } from '../i18n/SiteLocaleContext'

/**
 * The modal's frame around a secure-site screen (behaviour.md §2.8, §11): the backdrop, a 360-px dialog below the
 * top of the viewport (a bottom sheet on a phone), and the modal's header, whose Close answers the screen
 * (Reject, Cancel). The frame covers the viewport while a screen shows, so nothing of it is left over the page.
 * Focus starts on `initialFocus`, again whenever `step` changes (a new request, the export's next step).
 */
export function ScreenFrame({
  titleId,
  title,
  initialFocus,
  step,
  onClose,
  onKeyDown,
  children,
}: {
  titleId: string
  title: string
  initialFocus: RefObject<HTMLElement | null>
  step: unknown
  onClose(): void
  onKeyDown?(event: KeyboardEvent<HTMLElement>): void
  children: ReactNode
}) {
  const dialog = useRef<HTMLElement>(null)
  const { messages, dir, tag } = useContext(SiteLocaleContext)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `step` is what moves the focus to the new first control
  useEffect(() => {
    initialFocus.current?.focus()
    // The screen mounts while the frame is still hidden and unfocused, where Chromium drops a cross-origin frame's
    // own focus(): the focus then stays on <body>, out of the dialog, and Escape reaches nothing. The app focuses
    // the frame once it shows it (SHOW_APPROVAL), and the screen takes the focus into its dialog then.
    const focusDialog = () => {
      if (!dialog.current?.contains(document.activeElement)) initialFocus.current?.focus()
    }
    window.addEventListener('focus', focusDialog)
    return () => window.removeEventListener('focus', focusDialog)
  }, [initialFocus, step])

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut, as the modal's; Close and Escape are the keyboard paths
    <div
      className="screen-backdrop"
      role="presentation"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <section
        ref={dialog}
        className="approval"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        dir={dir}
        lang={tag}
        onKeyDown={onKeyDown}
      >
        <header className="screen-header">
          <span />
          <h1 id={titleId}>{title}</h1>
          <button
            type="button"
            className="screen-close"
            aria-label={messages.close}
            onClick={onClose}
          >
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
              <path d="M1 1l12 12M13 1L1 13" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </header>
        {children}
      </section>
    </div>
  )
}
