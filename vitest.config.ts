import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

// Tests run on the packages' source (the `@latch/source` export condition), so they need no build.
const source = '@latch/source'

export default defineConfig({
  resolve: { conditions: [source, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [source, ...defaultServerConditions] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // A real PostgreSQL and Redis for the server's suites (besides PGlite).
          globalSetup: ['scripts/test/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['packages/*/src/**/*.test.tsx', 'apps/*/src/**/*.test.tsx'],
          environment: 'happy-dom',
        },
      },
    ],
    coverage: { provider: 'v8', include: ['packages/core/src/**'] },
  },
})
