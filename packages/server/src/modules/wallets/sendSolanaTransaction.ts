import { createDefaultRpcTransport, isSignature } from '@solana/kit'
import { z } from 'zod'
import { httpErrors } from '../../platform/http/HttpError'
import type { SolanaSendOptions } from './solanaSignRequest'

/** How long the node may take to accept a transaction before the answer is "the chain did not answer". */
const SEND_TIMEOUT_MS = 10_000

/** The node's own errors that say it could not work, not that the transaction is wrong: internal, unhealthy. */
const NODE_FAILURES = new Set([-32603, -32005])

const rpcAnswer = z.union([
  z.object({ result: z.string().refine(isSignature) }),
  z.object({
    error: z.object({
      code: z.union([z.number(), z.bigint()]).transform(Number),
      message: z.string(),
    }),
  }),
])

/**
 * Hands a signed wire transaction (base64) to the network's node (`sendTransaction`) and answers its signature
 * once the node accepted it. The node's refusal (its preflight simulation, a bad signature…) is the caller's
 * 400 "Transaction refused: <the node's words>"; no answer, or an answer that is no signature, is 502. The raw
 * JSON-RPC answer is read (kit's transport, not its RPC client) because kit's error messages are codes only
 * in a production build, and the node's own text is what the user can act on.
 */
export async function sendSolanaTransaction({
  rpcUrl,
  transaction,
  sendOptions = {},
}: {
  rpcUrl: string
  transaction: string
  sendOptions?: SolanaSendOptions | undefined
}): Promise<string> {
  let answer: unknown
  try {
    answer = await createDefaultRpcTransport({ url: rpcUrl })({
      payload: {
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [transaction, { ...sendOptions, encoding: 'base64' }],
      },
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
  } catch {
    throw httpErrors.upstream('The chain did not answer')
  }
  const parsed = rpcAnswer.safeParse(answer)
  if (!parsed.success) throw httpErrors.upstream('The chain did not answer')
  if ('result' in parsed.data) return parsed.data.result
  const { code, message } = parsed.data.error
  if (NODE_FAILURES.has(code)) throw httpErrors.upstream('The chain did not answer')
  throw httpErrors.badRequest(`Transaction refused: ${nodeWords(message)}`)
}

/** The node's message, one line, no URL, at most 300 characters (as the EVM side's `describe`). */
function nodeWords(message: string) {
  return (
    message
      .replace(/\bhttps?:\/\/\S+/g, '…')
      .split('\n')[0]
      ?.slice(0, 300) || 'refused'
  )
}
