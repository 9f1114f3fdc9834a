import type { KeyboardEvent, ReactNode } from 'react'

/**
 * The modal's frame around a secure-site screen (behaviour.md §2.8, §11): the backdrop, a 360-px dialog below the
 * top of the viewport (a bottom sheet on a phone), and the modal's header, whose Close answers the screen
 * (Reject, Cancel). The frame covers the viewport while a screen shows, so nothing of it is left over the page.
 */
export function ScreenFrame({
  titleId,
  title,
  onClose,
  onKeyDown,
  children,
}: {
  titleId: string
  title: string
  onClose(): void
  onKeyDown?(event: KeyboardEvent<HTMLElement>): void
  children: ReactNode
}) {
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
        className="approval"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <header className="screen-header">
          <span />
          <h1 id={titleId}>{title}</h1>
          <button type="button" className="screen-close" aria-label="Close" onClick={onClose}>
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
