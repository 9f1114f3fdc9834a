import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
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
