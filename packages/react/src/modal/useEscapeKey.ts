import { useEffect } from 'react'

/**
 * Escape anywhere on the page while the modal is open, not only inside the dialog: focus may have left it (a
 * frame it opened, a click on the page's own panel), and Escape must still close it. A control that handles
 * Escape itself stops the event first.
 */
export function useEscapeKey(onEscape: () => void, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      onEscape()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [onEscape, enabled])
}
