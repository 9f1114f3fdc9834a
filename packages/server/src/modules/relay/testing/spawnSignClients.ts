import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * `startSignClients` in a child Node process. Under vitest (which resolves with the `module` condition) the
 * clients load their browser builds and fail on Node 20; a plain process loads them as an app would.
 */
export async function spawnSignClients(relays: { dappRelay: string; walletRelay: string }) {
  const child = fork(fileURLToPath(new URL('./signClientsProcess.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: 'inherit',
  })
  let nextId = 1
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  child.on('message', (message: { id: number; result?: unknown; error?: string }) => {
    const waiter = pending.get(message.id)
    pending.delete(message.id)
    if (message.error !== undefined) waiter?.reject(new Error(message.error))
    else waiter?.resolve(message.result)
  })
  child.on('exit', () => {
    for (const waiter of pending.values()) waiter.reject(new Error('the clients’ process exited'))
  })
  const call = <T>(op: string, ...args: unknown[]) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      child.send({ id, op, args })
    })
  await call('start', relays)
  return {
    pair: () => call<string>('pair'),
    sign: (topic: string, text: string) => call<boolean>('sign', topic, text),
    accounts: (topic: string) => call<string[]>('accounts', topic),
    async close() {
      await call('close').catch(() => undefined)
      child.kill()
    },
  }
}
