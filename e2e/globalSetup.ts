import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { buildDemo, dataDir, repoRoot, startDevStack } from '@latch/devstack'

/** Throws unless each package's `dist/` is built and newer than its source (tests aside). */
function assertBuilt() {
  for (const name of ['core', 'evm', 'solana', 'react']) {
    const entry = join(repoRoot, `packages/${name}/dist/index.js`)
    const builtAt = statSync(entry, { throwIfNoEntry: false })?.mtimeMs ?? 0
    const src = join(repoRoot, `packages/${name}/src`)
    const stale = readdirSync(src, { recursive: true, encoding: 'utf8' }).find(
      (file) => !file.includes('.test.') && statSync(join(src, file)).mtimeMs > builtAt,
    )
    if (stale !== undefined)
      throw new Error(
        `packages/${name}/dist is missing or older than src/${stale}: run \`npm run build\` (npm run test:e2e builds first)`,
      )
  }
}

/**
 * Starts the whole dev stack (chains, contracts, server, demo) once for the run; returns its teardown.
 * The demo and server run on the packages' built `dist/` (what an app gets from npm), the demo built by Vite.
 */
export default async function globalSetup() {
  assertBuilt()
  process.env.LATCH_DIST = '1'
  // The server's clock can be moved forward (POST /dev/clock): tests pass a cooldown without sleeping through it.
  process.env.LATCH_DEV_CLOCK = '1'
  // The demo as an app ships it (built), unless the run built it once for several stacks (runShards.ts).
  let built = process.env.LATCH_E2E_DEMO_DIR
  if (!built) {
    built = join(dataDir, 'e2e-demo')
    await buildDemo(built, true)
  }
  // The bundlers (Alto) start beside the server and the demo: only the smart-account spec waits for them. A shard
  // with no spec that needs them (runShards.ts: LATCH_E2E_BUNDLER=0) has the same contracts and server settings,
  // and no Alto.
  const stack = await startDevStack({
    demo: { built },
    server: true,
    quiet: true,
    bundler: process.env.LATCH_E2E_BUNDLER === '0' ? 'unstarted' : 'background',
  })
  return async () => {
    await stack.stop()
  }
}
