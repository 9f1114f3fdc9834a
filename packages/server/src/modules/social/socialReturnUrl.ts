/** The app URL's query parameter that carries redirect mode's one-time code back to the app page. */
export const SOCIAL_RETURN_PARAM = 'latch_social'

/**
 * Redirect mode's return address, as it will be used, or undefined when it may not be: an http(s) URL of
 * exactly `appOrigin` (already checked against the project's allowed origins), without credentials, under 2048
 * characters. A code left in it from an earlier return is dropped.
 */
export function socialReturnUrl(value: string, appOrigin: string): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  if (url.origin !== appOrigin || url.username || url.password) return undefined
  url.searchParams.delete(SOCIAL_RETURN_PARAM)
  return url.href.length <= 2048 ? url.href : undefined
}
