import { ANIMATION_MS } from '@latch/core'
import { type RefObject, useLayoutEffect } from 'react'

/**
 * Animates the panel's height when its content changes (a tab, a view): the frame grows or shrinks from where
 * it was, over the spec's view-change time, instead of jumping. The layout itself stays natural; only a running
 * animation overrides the height, and while it runs the body does not scroll (a scrollbar appearing would
 * narrow the content and start another change) and cannot be scrolled: `overflow: clip`, so a control brought into
 * view meanwhile is not carried down as the frame grows under it (behaviour.md §18.6).
 */
export function useAnimatedHeight(
  panelRef: RefObject<HTMLElement | null>,
  contentRef: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    const panel = panelRef.current
    const content = contentRef.current
    if (!panel || !content) return
    const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)')
    let running: Animation | undefined
    // The height the visitor last saw: by the time the observer reports, the layout already has the new one.
    let shown = panel.getBoundingClientRect().height
    const observer = new ResizeObserver(() => {
      const from = running?.playState === 'running' ? panel.getBoundingClientRect().height : shown
      running?.cancel()
      panel.classList.remove('resizing')
      const to = panel.getBoundingClientRect().height
      shown = to
      if (Math.abs(to - from) < 1 || reducedMotion.matches) return
      panel.classList.add('resizing')
      const animation = panel.animate([{ height: `${from}px` }, { height: `${to}px` }], {
        duration: ANIMATION_MS.view,
        easing: 'ease-out',
      })
      animation.onfinish = () => {
        if (running === animation) panel.classList.remove('resizing')
      }
      running = animation
    })
    observer.observe(content)
    return () => {
      observer.disconnect()
      running?.cancel()
    }
  }, [panelRef, contentRef])
}
