import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { parseRequest } from '../../platform/http/parseRequest'
import { sdkQuery } from '../../platform/http/schemas'
import { checkedProject } from '../projects/checkedProject'
import type { PasskeysService } from './service'

/** As auth's: what the secure site created once and keeps. */
const deviceId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16 to 128 letters, digits, - or _')
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'must be base64url')

/** The JSON form of a PublicKeyCredential (`@simplewebauthn/browser` sends it); simplewebauthn checks the rest. */
const credential = {
  id: base64url(1366),
  rawId: base64url(1366),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
}
const registration = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    authenticatorData: base64url(8192).optional(),
    transports: z.array(z.string().max(32)).max(16).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
})
const assertion = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(8192),
    signature: base64url(1024),
    userHandle: base64url(128).optional(),
  }),
})

const asking = z.object({ ...sdkQuery, deviceId })
/** The key export's body, as far as passkeys read it: the assertion and the device that asked for its challenge. */
const exporting = z.object({ ...sdkQuery, deviceId, passkey: assertion })
const registering = z.object({ ...sdkQuery, deviceId, response: registration })
const asserting = z.object({ ...sdkQuery, deviceId, response: assertion })

/** Only the secure site calls these (the project guard checks its exact origin); none may be cached. */
const secureSite = { config: { caller: 'secureSite' as const } }

/**
 * `/v1/passkeys/*` (docs/embedded-wallet.md, "Passkeys"): each ceremony's options, then its answer from the
 * secure site's `navigator.credentials`: `register` (a new visitor: a session), `add` (a signed-in user's next
 * passkey), `login` (a session).
 */
/** The asking device, project and its app origins, of a request the guard checked. */
function askerOf(request: FastifyRequest, body: { deviceId: string }) {
  const project = checkedProject(request)
  return { deviceId: body.deviceId, projectId: project.id, appOrigins: project.allowedOrigins }
}

/** For the wallets module: the key export of a user with a passkey needs a fresh assertion of it (§11.7). */
export function verifyExportRequest(service: PasskeysService) {
  return async (userId: string, request: FastifyRequest) => {
    const body = parseRequest(exporting, request.body)
    await service.verifyExport(
      userId,
      askerOf(request, body),
      body.passkey as AuthenticationResponseJSON,
    )
  }
}

export function passkeysRoutes(service: PasskeysService) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store')
    })

    app.post('/passkeys/register/options', secureSite, async (request) => {
      const body = parseRequest(asking, request.body)
      return { options: await service.startRegistration(askerOf(request, body)) }
    })
    app.post('/passkeys/register/verify', secureSite, async (request) => {
      const body = parseRequest(registering, request.body)
      const { token, user } = await service.finishRegistration(
        askerOf(request, body),
        body.response as RegistrationResponseJSON,
      )
      return { token, user }
    })

    app.post('/passkeys/add/options', secureSite, async (request) => {
      const body = parseRequest(asking, request.body)
      return { options: await service.startAdding(request, askerOf(request, body)) }
    })
    app.post('/passkeys/add/verify', secureSite, async (request) => {
      const body = parseRequest(registering, request.body)
      return service.finishAdding(
        request,
        askerOf(request, body),
        body.response as RegistrationResponseJSON,
      )
    })

    app.post('/passkeys/login/options', secureSite, async (request) => {
      const body = parseRequest(asking, request.body)
      return { options: await service.startLogin(askerOf(request, body)) }
    })
    app.post('/passkeys/login/verify', secureSite, async (request) => {
      const body = parseRequest(asserting, request.body)
      const { token, user } = await service.finishLogin(
        askerOf(request, body),
        body.response as AuthenticationResponseJSON,
      )
      return { token, user }
    })

    app.post('/passkeys/export/options', secureSite, async (request) => {
      const body = parseRequest(asking, request.body)
      return { options: await service.startExport(request, askerOf(request, body)) }
    })

    app.post('/passkeys/list', secureSite, async (request) => {
      parseRequest(z.object(sdkQuery), request.body ?? {})
      return { passkeys: await service.list(request) }
    })
  }
}
