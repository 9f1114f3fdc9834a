const dataImage = /^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)(;[a-z0-9=.+-]+)*(;base64)?,/i

/**
 * A wallet icon as an <img> source, or undefined when it is not an image URL we can show safely: only
 * raster or SVG data URIs and http(s) URLs pass; `javascript:`, `data:text/html` and anything else are dropped.
 * (SVG in <img> never runs scripts, so data:image/svg+xml is safe there.)
 */
export function safeIconUrl(icon: unknown): string | undefined {
  if (typeof icon !== 'string') return undefined
  const value = icon.trim()
  if (value.length > 200_000) return undefined
  if (dataImage.test(value)) return value
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}
