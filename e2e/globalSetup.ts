import { startDevStack } from '@latch/devstack'

/** Starts the whole dev stack (chains, contracts, server, demo) once for the run; returns its teardown. */
export default async function globalSetup() {
  const stack = await startDevStack({ demo: true, server: true, quiet: true })
  return async () => {
    await stack.stop()
  }
}
