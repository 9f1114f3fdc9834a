/**
 * The secure site's Content-Security-Policy (docs/embedded-wallet.md): its own scripts and styles only, no
 * inline code, fetches to the Latch API alone, no forms, no `<base>`. `frameAncestors` is who may frame the
 * page: the app origin the server checked against the project's allow list, or `'none'` (the social callback
 * is a popup, never a frame).
 */
export function sitePolicy(options: { apiOrigin: string; frameAncestors: string }): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src ${options.apiOrigin}`,
    `frame-ancestors ${options.frameAncestors}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

/** What every HTML answer of the secure site carries besides its policy. */
export const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'x-content-type-options': 'nosniff',
  // The callback's URL holds the provider's code; the frame's holds the project and the app.
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
} as const
