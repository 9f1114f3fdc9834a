import { type RefObject, useLayoutEffect } from 'react'

/**
 * Keeps the keyboard in the dialog across views. A new view puts focus on its heading (the view's own control
 * keeps it when it took focus itself, an OTP field say); and when the focused element goes away within a view
 * or is disabled (Swap becomes "Swap complete"), focus would fall to <body>: it goes to the heading instead.
 * A layout effect: a dialog whose chunk came after the click commits in a task of its own, and a passive effect
 * would leave a task between for a key or a focus() to land elsewhere, then take it away (behaviour.md §18.5).
 */
export function useViewFocus(
  dialogRef: RefObject<HTMLElement | null>,
  view: string,
  inline: boolean,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is the trigger: each new view gets focus
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (inline || !dialog) return
    const focusHeading = () =>
      dialog.querySelector<HTMLElement>('.title')?.focus({ preventScroll: true })
    const body = dialog.querySelector('.body')
    const root = dialog.getRootNode() as Document | ShadowRoot
    if (!(root.activeElement && body?.contains(root.activeElement))) focusHeading()
    const lost = () => document.activeElement === null || document.activeElement === document.body
    // A removed element loses focus at once; a disabled one only at the next rendering (the focus fixup), so
    // the check runs again after it.
    let frame = 0
    const observer = new MutationObserver(() => {
      if (lost()) focusHeading()
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setTimeout(() => lost() && focusHeading()))
    })
    observer.observe(dialog, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'hidden', 'inert'],
    })
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [dialogRef, view, inline])
}
