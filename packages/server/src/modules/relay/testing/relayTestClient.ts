import { generateKeyPair, type Keypair, signJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'

export type Delivery = { topic: string; message: string; publishedAt: number; tag: number }
export type Received = {
  id: number | string
  method?: string
  params?: { id: string; data: Delivery }
  result?: unknown
  error?: { code: number; message: string }
}

/**
 * A bare relay client speaking the wire protocol by hand (walletconnect-relay.md): its JWT made by the
 * clients' own library, every frame it receives kept, requests awaited by id, acknowledgements optional.
 */
export async function connectRelayClient(
  url: string,
  options: {
    keyPair?: Keypair
    jwt?: string
    projectId?: string
    /** Answer `irn_subscription` with `true` (the default), as the clients do. */
    acknowledge?: boolean
    autoPong?: boolean
    /** The loopback address to connect from (127.0.0.2 …): another client address, as the relay sees it. */
    localAddress?: string
  } = {},
) {
  const keyPair = options.keyPair ?? generateKeyPair()
  const auth = options.jwt ?? (await signJWT('test', url, 3_600, keyPair))
  const socket = new WebSocket(
    `${url}?auth=${auth}&projectId=${options.projectId ?? 'latch-demo'}`,
    { autoPong: options.autoPong ?? true, localAddress: options.localAddress },
  )
  const frames: Received[] = []
  const waiters = new Set<() => void>()
  let closed: { code: number; reason: string } | undefined
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Received
    frames.push(frame)
    if (frame.method === 'irn_subscription' && options.acknowledge !== false)
      socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    for (const wake of waiters) wake()
  })
  socket.on('close', (code, reason) => {
    closed = { code, reason: reason.toString() }
    for (const wake of waiters) wake()
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  let nextId = 1
  const until = async <T>(find: () => T | undefined, timeoutMs = 5_000): Promise<T> => {
    const found = find()
    if (found !== undefined) return found
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check)
        reject(new Error('timed out waiting for the relay'))
      }, timeoutMs)
      const check = () => {
        const value = find()
        if (value === undefined) return
        clearTimeout(timer)
        waiters.delete(check)
        resolve(value)
      }
      waiters.add(check)
    })
  }
  const client = {
    socket,
    frames,
    keyPair,
    get closed() {
      return closed
    },
    sendRaw: (text: string) => socket.send(text),
    /** Sends a request and resolves to the relay's answer (result or error). */
    async request(method: string, params: unknown): Promise<Received> {
      const id = nextId++
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      return until(() => frames.find((frame) => frame.id === id && !frame.method))
    },
    /** The `irn_subscription` messages received so far (repeats included). */
    deliveries: () =>
      frames
        .filter((frame) => frame.method === 'irn_subscription')
        .flatMap((frame) => (frame.params ? [frame.params.data] : [])),
    until,
    waitForClose: () => until(() => closed),
    close() {
      socket.close()
    },
  }
  return client
}

export type RelayTestClient = Awaited<ReturnType<typeof connectRelayClient>>
