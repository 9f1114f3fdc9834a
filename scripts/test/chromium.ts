/**
 * Debian's Chromium as the tests and the bench drive it: its headless shell (Debian's `chromium-headless-shell`,
 * what Playwright itself runs headless), no sandbox (root in CI), and none of the background traffic the closed
 * network here refuses. The shell takes half the CPU of the whole browser for the same specs (docs/testing.md);
 * CHROMIUM_PATH=/usr/bin/chromium runs the whole browser instead.
 */
export const chromiumExecutablePath =
  process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'

export const chromiumArgs = [
  '--no-sandbox',
  // Each site in a process of its own, as a desktop Chrome runs them (the headless shell shares one process across
  // sites otherwise, and the app page's heap would hold the secure site's frame: embeddedWallet.spec.ts).
  '--site-per-process',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
