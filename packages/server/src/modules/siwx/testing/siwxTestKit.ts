import type { ServerSiwxSession } from '@latch/core/siwx'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import type { Address } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { generateKek, type Kek, parseKekList } from '../../../platform/crypto/kekList'

/** The demo project's allowed origin: the app's, which calls the sign-in routes. */
export const appOrigin = 'http://localhost:5173'

/** A fresh KEK and its `LATCH_KEK` text. */
export function testKek(id = 'k1'): { text: string; keks: Kek[] } {
  const text = generateKek(id)
  const parsed = parseKekList(text)
  if (!('keks' in parsed)) throw new Error(parsed.problem)
  return { text, keks: parsed.keks }
}

/** An EIP-4361 message for the demo app, written by viem as a client would; override any field. */
export function siweMessage(
  fields: { address: Address; nonce: string } & Partial<Parameters<typeof createSiweMessage>[0]>,
) {
  return createSiweMessage({
    domain: 'localhost:5173',
    uri: `${appOrigin}/`,
    version: '1',
    chainId: 31337,
    issuedAt: new Date(),
    statement: 'Sign in to the Latch demo',
    ...fields,
  })
}

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>

/** The sign-in routes as the app calls them (its Origin, the project in the query). */
export function siwxRequests(inject: Inject, projectId = 'latch-demo', origin = appOrigin) {
  const q = `projectId=${projectId}&st=latch&sv=test`
  const bearer = (token?: string): Record<string, string> =>
    token === undefined ? {} : { authorization: `Bearer ${token}` }
  return {
    async nonce() {
      const response = await inject({
        method: 'GET',
        url: `/v1/siwx/nonce?${q}`,
        headers: { origin },
      })
      if (response.statusCode !== 200) throw new Error(`nonce: ${response.body}`)
      return response.json() as { nonce: string; expiresAt: string }
    },
    verify: (payload: InjectOptions['payload']) =>
      inject({ method: 'POST', url: `/v1/siwx/verify?${q}`, headers: { origin }, payload }),
    session: (token?: string) =>
      inject({
        method: 'GET',
        url: `/v1/siwx/session?${q}`,
        headers: { origin, ...bearer(token) },
      }),
    revoke: (token?: string) =>
      inject({
        method: 'POST',
        url: `/v1/siwx/revoke?${q}`,
        headers: { origin, ...bearer(token) },
      }),
    jwks: () => inject({ method: 'GET', url: '/.well-known/jwks.json' }),
  }
}

export type VerifyAnswer = { token: string; session: ServerSiwxSession }
