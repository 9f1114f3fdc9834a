/**
 * Reports whether `element` is in plain view, now and on every change; returns the stop. Where the browser tracks
 * visibility (IntersectionObserver v2's `isVisible`, Chromium): wholly in the viewport, unfaded, untransformed and
 * uncovered, however the app's page styles the frame. Elsewhere: wholly in the viewport, which still tells a screen
 * that has just appeared under a click (behaviour.md §11.6).
 */
export function watchVisibility(
  element: Element,
  onChange: (visible: boolean) => void,
): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onChange(true)
    return () => {}
  }
  const tracksVisibility =
    typeof IntersectionObserverEntry !== 'undefined' &&
    'isVisible' in IntersectionObserverEntry.prototype
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries.at(-1)
      if (!entry) return
      const whole = entry.isIntersecting && entry.intersectionRatio >= 0.99
      onChange(
        tracksVisibility ? whole && (entry as { isVisible?: boolean }).isVisible === true : whole,
      )
    },
    // trackVisibility needs a delay of 100 ms or more.
    { threshold: [0, 1], ...(tracksVisibility && { trackVisibility: true, delay: 100 }) },
  )
  observer.observe(element)
  return () => observer.disconnect()
}
