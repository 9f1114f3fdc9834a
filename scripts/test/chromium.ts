/**
 * Debian's Chromium as the e2e tests and the bench drive it: headless, no sandbox (root in CI), and none of the
 * background traffic the closed network here refuses.
 */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
