import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumExecutablePath } from '../scripts/test/chromium'

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.LATCH_E2E_OUTPUT_DIR ?? 'test-results',
  globalSetup: './globalSetup.ts',
  // One worker per process: the specs of one process share its dev stack's chains. npm run test:e2e runs several
  // processes side by side, each with a stack of its own (runShards.ts).
  workers: 1,
  fullyParallel: false,
  // A bound for a hung test, not a speed check: the longest specs (a login, a heap snapshot) take 30 s on a busy
  // machine with the shards beside each other.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: 'http://localhost:5173',
    // A click on what never comes fails in 30 s naming the locator, not at the test's 120-s bound with only the
    // page's snapshot (bitcoin.spec.ts once hung so: a click after "Select network" waited for a dialog that never
    // opened).
    actionTimeout: 30_000,
    // The demo follows the browser's language (locale: 'auto'): English unless a spec says otherwise (locales.spec.ts).
    locale: 'en-US',
    // LATCH_E2E_TRACE=1 keeps a trace of each failed test (docs/testing.md); off by default, it costs every test.
    trace: process.env.LATCH_E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
  },
})
