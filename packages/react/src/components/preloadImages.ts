/** The images decoded ahead, kept so their decoded copies stay in the page's memory cache. */
const decoded = new Map<string, HTMLImageElement>()

/**
 * Decodes images a view's first frame shows, ahead of it (idle time): an `<img>` of the same URL then draws from
 * the page's memory cache. An SVG icon decoded on the click instead builds its own SVG document in the middle of
 * the dialog's first frame (~4 ms of the 30 ms click-to-content budget, behaviour.md §18.0). Each URL once per
 * page; a failure is the `<img>`'s to show.
 */
export function preloadImages(urls: Iterable<string>): void {
  if (typeof Image !== 'function') return
  for (const url of urls) {
    if (decoded.has(url)) continue
    const image = new Image()
    image.src = url
    decoded.set(url, image)
    image.decode().catch(() => decoded.delete(url))
  }
}
