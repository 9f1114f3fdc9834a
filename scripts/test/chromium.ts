/**
 * Debian's Chromium headless shell as the e2e tests and the bench drive it: no sandbox (root in CI), and none of the
 * background traffic the closed network here refuses. The shell is the Blink and V8 of Chromium without the
 * browser around them, what Playwright itself runs headless: the whole browser in its new headless mode took
 * about twice the CPU for the same specs (docs/testing.md).
 */
export const chromiumExecutablePath =
  process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'

export const chromiumArgs = [
  '--no-sandbox',
  // Each site in a process of its own, as a desktop Chrome runs them: the shell shares one process across sites
  // otherwise, and the app page's heap would hold the secure site's frame (embeddedWallet.spec.ts).
  '--site-per-process',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
