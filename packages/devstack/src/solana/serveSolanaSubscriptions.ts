import type { Server } from 'node:http'
import { base58 } from '@scure/base'
import { type WebSocket, WebSocketServer } from 'ws'
import { z } from 'zod'
import type { LedgerEvent, SolanaLedger } from './createSolanaLedger'
import { encodeSolanaAccount } from './encodeSolanaAccount'
import { parseSolanaJson, stringifySolanaJson } from './solanaJson'

const isAddress = (text: string) => {
  try {
    return base58.decode(text).length === 32
  } catch {
    return false
  }
}

const request = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.bigint(), z.null()]).optional(),
  method: z.string(),
  params: z.array(z.unknown()).optional(),
})
const commitment = z.enum(['processed', 'confirmed', 'finalized']).optional()
const signatureParams = z.tuple([
  z.string(),
  z.object({ commitment, enableReceivedNotification: z.boolean().optional() }).optional(),
])
const accountParams = z.tuple([
  z.string().refine(isAddress),
  z
    .object({
      commitment,
      encoding: z.enum(['binary', 'base58', 'base64', 'jsonParsed']).optional(),
    })
    .optional(),
])
const unsubscribeParams = z.tuple([z.union([z.number(), z.bigint()]).transform(Number)])

type Subscription = (event: LedgerEvent) => void

/**
 * Solana's PubSub over WebSocket on `server` (the RPC port + 1, as solana-test-validator has it): the
 * subscriptions @solana/kit's sendAndConfirmTransaction waits on (`signatureSubscribe`, `slotSubscribe`) and
 * `accountSubscribe` for wallets that watch a balance. Everything is final at once here, so a commitment changes
 * nothing.
 */
export function serveSolanaSubscriptions(server: Server, ledger: SolanaLedger) {
  const sockets = new WebSocketServer({ server })
  let nextId = 0

  sockets.on('connection', (socket: WebSocket) => {
    const subscriptions = new Map<number, Subscription>()
    const stopListening = ledger.listen((event) => {
      for (const subscription of subscriptions.values()) subscription(event)
    })
    socket.on('close', () => {
      stopListening()
      subscriptions.clear()
    })
    const send = (message: unknown) => {
      if (socket.readyState === socket.OPEN) socket.send(stringifySolanaJson(message))
    }
    const notify = (method: string, subscription: number, result: unknown) =>
      send({ jsonrpc: '2.0', method, params: { result, subscription } })
    const context = () => ({ slot: ledger.slot() })

    socket.on('message', (data) => {
      let parsed: z.infer<typeof request>
      try {
        const result = request.safeParse(parseSolanaJson(data.toString()))
        if (!result.success) {
          send({ jsonrpc: '2.0', error: { code: -32600, message: 'Invalid request' }, id: null })
          return
        }
        parsed = result.data
      } catch {
        send({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null })
        return
      }
      const { id = null, method, params = [] } = parsed
      const answer = (result: unknown) => send({ jsonrpc: '2.0', result, id })
      const invalidParams = () =>
        send({ jsonrpc: '2.0', error: { code: -32602, message: 'Invalid params' }, id })

      switch (method) {
        case 'signatureSubscribe': {
          const checked = signatureParams.safeParse(params)
          if (!checked.success) return invalidParams()
          const [signature, config] = checked.data
          const subscription = nextId++
          answer(subscription)
          if (config?.enableReceivedNotification)
            notify('signatureNotification', subscription, {
              context: context(),
              value: 'receivedSignature',
            })
          // One notification, then the subscription ends, as the node does.
          const settle = (record = ledger.transaction(signature)) => {
            if (!record || !subscriptions.has(subscription)) return
            subscriptions.delete(subscription)
            notify('signatureNotification', subscription, {
              context: { slot: record.slot },
              value: { err: record.meta.err?.json ?? null },
            })
          }
          subscriptions.set(subscription, (event) => {
            if (event.kind === 'transaction' && event.record.signature === signature)
              settle(event.record)
          })
          settle()
          return
        }
        case 'slotSubscribe': {
          const subscription = nextId++
          answer(subscription)
          subscriptions.set(subscription, (event) => {
            if (event.kind === 'slot')
              notify('slotNotification', subscription, {
                parent: event.slot - 1n,
                root: event.slot,
                slot: event.slot,
              })
          })
          return
        }
        case 'accountSubscribe': {
          const checked = accountParams.safeParse(params)
          if (!checked.success) return invalidParams()
          const [key, config] = checked.data
          const subscription = nextId++
          answer(subscription)
          subscriptions.set(subscription, (event) => {
            if (event.kind !== 'transaction' || !event.record.accountKeys.includes(key)) return
            const found = ledger.account(key) ?? {
              lamports: 0n,
              data: new Uint8Array(),
              owner: '11111111111111111111111111111111',
              executable: false,
            }
            notify('accountNotification', subscription, {
              context: context(),
              value: encodeSolanaAccount(found, config?.encoding ?? 'binary', {
                mintOf: (mint) => ledger.mint(mint),
              }),
            })
          })
          return
        }
        case 'signatureUnsubscribe':
        case 'slotUnsubscribe':
        case 'accountUnsubscribe': {
          const checked = unsubscribeParams.safeParse(params)
          if (!checked.success) return invalidParams()
          const [subscription] = checked.data
          if (!subscriptions.delete(subscription))
            return send({
              jsonrpc: '2.0',
              error: { code: -32602, message: 'Invalid subscription id.' },
              id,
            })
          return answer(true)
        }
        default:
          send({ jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id })
      }
    })
  })

  return {
    async close() {
      for (const client of sockets.clients) client.terminate()
      await new Promise<void>((resolve) => sockets.close(() => resolve()))
    },
  }
}
