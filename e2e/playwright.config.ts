import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumExecutablePath } from '../scripts/test/chromium'

export default defineConfig({
  testDir: './tests',
  globalSetup: './globalSetup.ts',
  // The tests share the dev chains: one worker keeps them independent and fits two cores.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: 'http://localhost:5173',
    trace: 'off',
    launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
  },
})
