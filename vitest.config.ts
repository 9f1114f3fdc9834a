import { availableParallelism } from 'node:os'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import { WaitingFirstSequencer } from './scripts/test/WaitingFirstSequencer'

// Tests run on the packages' source (the `@latch/source` export condition), so they need no build.
const source = '@latch/source'

/**
 * Test files by cost (docs/testing.md): each project starts only what its files use.
 * - server: the server's tests and those that use its fixtures; a PostgreSQL, a Redis and the migrated images
 *   (globalSetup), a chain per worker for the files that ask (useTestChain).
 * - chain: tests that start their own chain (anvil, litesvm) but no database.
 * - pure / dom: functions and components, nothing started (dom: happy-dom).
 * - browser: a Vite build and Chromium inside vitest; run beside the e2e (`npm run test:browser`), not in unit.
 */
const browser = ['**/*.browser.test.ts']
const server = [
  'packages/server/src/**/*.test.ts',
  'apps/secure-site/src/**/*.test.ts',
  // A test through Latch's relay (startRelayServer) runs its server on a database from the setup.
  '{packages,apps}/*/src/**/*.relay.test.ts',
]
const chain = [
  'packages/devstack/src/**/*.test.ts',
  'apps/sample-wallet/src/**/*.test.ts',
  'packages/evm/src/names/resolveEvmName.test.ts',
  'packages/evm/src/send/evmSend.test.ts',
  'packages/*/src/**/*.chain.test.ts',
]
const dom = ['packages/*/src/**/*.test.tsx', 'apps/*/src/**/*.test.tsx']
/**
 * The dom files that need a module graph of their own: they mock a module (vi.mock, vi.resetModules), or test how
 * a chunk loads, or a module-level cache, which a graph shared with the files before them would already hold.
 */
const domFresh = [
  'packages/react/src/modal/ModalHost.test.tsx',
  'packages/react/src/modal/ModalLoading.test.tsx',
  'packages/react/src/modal/ViewBoundary.test.tsx',
  'packages/react/src/modal/preloadOpenView.test.tsx',
  'packages/react/src/modal/useViewFocus.test.tsx',
  'packages/react/src/views/connection/ConnectView.preload.test.tsx',
  'apps/sample-wallet/src/solana/registerStandardWallet.test.tsx',
  // Hydrates a page's first markup and watches React's console: another file's React work (React's module is
  // shared by the worker's files) would be its warning.
  'packages/react/src/hydration.test.tsx',
]
const nodeTests = [
  'packages/*/src/**/*.test.ts',
  'apps/*/src/**/*.test.ts',
  'scripts/**/*.test.ts',
  // The e2e runner's own functions (runShards.ts), not its specs (Playwright's *.spec.ts).
  'e2e/*.test.ts',
]
// A real PostgreSQL and Redis, the schema migrated once (PGlite image, PostgreSQL template).
// Bounds for a hung test, not speed checks: a test that spawns the server process (tsx on the sources) took 28 s
// of its 30 beside the other unit files on two busy cores.
const services = {
  environment: 'node',
  globalSetup: ['scripts/test/globalSetup.ts'],
  testTimeout: 90_000,
  hookTimeout: 120_000,
}

export default defineConfig({
  resolve: { conditions: [source, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [source, ...defaultServerConditions] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'pure',
          include: nodeTests,
          exclude: [...server, ...chain, ...browser],
          environment: 'node',
          setupFiles: ['scripts/test/unitSetup.ts'],
          // Nothing started and no state kept between files: one module graph per worker, not one per file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: dom,
          exclude: domFresh,
          environment: 'happy-dom',
          // domSetup first: it gives the file its own module graph, which unitSetup then loads the alerts into.
          setupFiles: ['scripts/test/domSetup.ts', 'scripts/test/unitSetup.ts'],
          // One module graph and one page (happy-dom's window) per worker, as in pure: a fork, happy-dom and
          // React's graph per file were most of the project's CPU. A file leaves the page as it found it.
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-fresh',
          include: domFresh,
          environment: 'happy-dom',
          setupFiles: ['scripts/test/unitSetup.ts'],
          // Isolated: a module graph of their own (see domFresh).
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: server,
          exclude: browser,
          ...services,
          // One module graph per worker: each file built the server's graph anew (fastify, viem, PGlite), about
          // half the project's wall time. Files share no state but what they start and stop themselves.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'chain',
          include: chain,
          exclude: [...server, ...browser],
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: { name: 'browser', include: browser, ...services },
      },
    ],
    // At least two workers (vitest's default, a core less than the machine has, runs the files one at a time on
    // two cores): the server's and chain's files spend much of their time waiting on a process, a database or a
    // chain. Three on two cores did not clearly pay in a full `npm test` (docs/testing.md).
    maxWorkers: Number(process.env.LATCH_TEST_WORKERS ?? Math.max(2, availableParallelism() - 1)),
    // expect.poll waits for what a test watches (a browser, a process) up to 15 s, not vitest's 1 s default, which
    // a busy machine outruns.
    expect: { poll: { timeout: 15_000 } },
    // The waiting projects (server, chain) first, the computing ones after (scripts/test/WaitingFirstSequencer.ts).
    sequence: { sequencer: WaitingFirstSequencer },
    coverage: { provider: 'v8', include: ['packages/core/src/**'] },
  },
})
