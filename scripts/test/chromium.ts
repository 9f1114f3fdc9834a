/**
 * Debian's Chromium as the e2e tests and the bench drive it: headless, no sandbox (root in CI), and none of the
 * background traffic the closed network here refuses. Its headless shell (CHROMIUM_PATH=/usr/bin/chromium-headless-shell)
 * runs the specs in half the CPU but lost focus and clipboard writes now and then (docs/testing.md).
 */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

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
