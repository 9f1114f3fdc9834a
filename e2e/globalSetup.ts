import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot, startDevStack } from '@latch/devstack'

/**
 * Starts the whole dev stack (chains, contracts, server, demo) once for the run; returns its teardown.
 * The demo and server run on the packages' built `dist/` (what an app gets from npm): `npm run test:e2e`
 * builds them first.
 */
export default async function globalSetup() {
  for (const name of ['core', 'evm', 'react'])
    if (!existsSync(join(repoRoot, `packages/${name}/dist/index.js`)))
      throw new Error(`packages/${name} is not built: run \`npm run test:e2e\` (it builds first)`)
  process.env.LATCH_DIST = '1'
  const stack = await startDevStack({ demo: true, server: true, quiet: true })
  return async () => {
    await stack.stop()
  }
}
