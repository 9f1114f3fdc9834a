import { createHash, randomBytes } from 'node:crypto'
import type { ChainRegistry } from '../../platform/chains/createChainRegistry'
import { HttpError, httpErrors } from '../../platform/http/HttpError'
import { eip155Verifier } from '../siwx/eip155Verifier'
import { parseEip155Message } from '../siwx/parseEip155Message'
import { type ConsoleStore, TOKEN_OPERATOR } from './store'

/** A console session lasts this long (behaviour.md §21.5). */
export const CONSOLE_SESSION_MS = 12 * 3600_000
/** A SIWE nonce the console handed out is good this long, once. */
const NONCE_MS = 5 * 60_000

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url')
const newToken = () => randomBytes(32).toString('base64url')

export const consoleTexts = {
  signInFailed: 'The sign-in was not accepted',
  notAnOperator: 'This address is not an operator of this server',
  notYours: 'This project belongs to another operator',
} as const

/**
 * Who may use the console (behaviour.md §21.5): the operator with the one-time token printed at start, or an
 * address of LATCH_CONSOLE_OPERATORS signing in with SIWE (EIP-4361, read and verified by the siwx module's
 * eip155 parser and verifier) for this server's host. Either way a bearer session of 12 hours, stored hashed.
 */
export function consoleAuth(options: {
  store: ConsoleStore
  operators: readonly string[]
  chains: ChainRegistry
  /** The host (and port) a SIWE message must name: the server's public URL's. */
  domain: string
  now: () => number
}) {
  const { store, now } = options
  const verifier = eip155Verifier(options.chains)

  async function startSession(operator: string) {
    const token = newToken()
    await store.saveSession(sha256(token), operator, now() + CONSOLE_SESSION_MS)
    return { token, operator }
  }

  return {
    /** Makes this start's one-time token (or records the configured one) and returns it, to print. */
    async issueStartToken(configured?: string) {
      const token = configured ?? newToken()
      await store.saveStartToken(sha256(token), now())
      return token
    },
    async signInWithToken(token: string) {
      if (!(await store.spendStartToken(sha256(token))))
        throw new HttpError(401, 'Unauthorized', consoleTexts.signInFailed)
      return startSession(TOKEN_OPERATOR)
    },
    async newNonce() {
      const nonce = randomBytes(16).toString('hex')
      await store.saveNonce(nonce, now() + NONCE_MS)
      return nonce
    },
    async signInWithSiwe(text: string, signature: string) {
      const refused = () => new HttpError(401, 'Unauthorized', consoleTexts.signInFailed)
      const message = parseEip155Message(text)
      if ('problem' in message) throw httpErrors.badRequest(message.problem)
      if (!(await store.spendNonce(message.nonce, now()))) throw refused()
      if (message.domain !== options.domain) throw refused()
      const time = now()
      if (message.expirationTime && message.expirationTime.getTime() <= time) throw refused()
      if (message.notBefore && message.notBefore.getTime() > time) throw refused()
      const address = message.accountAddress.toLowerCase()
      if (!options.operators.includes(address))
        throw new HttpError(403, 'Forbidden', consoleTexts.notAnOperator)
      if ((await verifier.verify({ message, text, signature })) !== true) throw refused()
      return startSession(`eip155:${address}`)
    },
    /** The operator of a bearer session, or 401. */
    async operatorOf(authorization: string | undefined): Promise<string> {
      const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined
      const operator = token ? await store.sessionOperator(sha256(token), now()) : undefined
      if (!operator) throw httpErrors.unauthorized()
      return operator
    },
    async signOut(authorization: string | undefined) {
      const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined
      if (token) await store.deleteSession(sha256(token))
    },
  }
}

export type ConsoleAuth = ReturnType<typeof consoleAuth>
