import { startSignClients } from './signClients'

// The official clients in a plain Node process (see spawnSignClients): commands in, answers out over IPC.
type Command = { id: number; op: 'start' | 'pair' | 'sign' | 'accounts' | 'close'; args: unknown[] }

let clients: Awaited<ReturnType<typeof startSignClients>> | undefined
const answer = (message: object) => process.send?.(message)

process.on('message', async ({ id, op, args }: Command) => {
  try {
    const run = {
      start: async () => {
        clients = await startSignClients(args[0] as Parameters<typeof startSignClients>[0])
        return true
      },
      pair: () => clients?.pair(),
      sign: () => clients?.sign(args[0] as string, args[1] as string),
      accounts: async () => clients?.accounts(args[0] as string),
      close: async () => {
        await clients?.close()
        return true
      },
    }[op]
    answer({ id, result: await run() })
  } catch (error) {
    answer({ id, error: (error as Error).message ?? String(error) })
  }
})
