const focusableSelector =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])'

/** The keyboard-focusable elements inside a container, in tab order. */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  )
}

/**
 * Keeps Tab and Shift+Tab inside the dialog: from the last element Tab wraps to the first, from the first (or
 * the dialog itself) Shift+Tab wraps to the last. Works inside a shadow root.
 */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return
  const elements = focusableElements(container)
  const first = elements[0]
  const last = elements[elements.length - 1]
  if (!first || !last) {
    event.preventDefault()
    return
  }
  const root = container.getRootNode() as Document | ShadowRoot
  const active = root.activeElement
  const inside = active instanceof Node && container.contains(active)
  if (event.shiftKey && (!inside || active === first || active === container)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault()
    first.focus()
  }
}
