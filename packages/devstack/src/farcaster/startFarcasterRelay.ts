import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { z } from 'zod'

/** The key the stand-in's clients authenticate with (the real relay's is each Farcaster app's). Never a secret. */
export const devFarcasterRelayKey = 'latch-dev-farcaster-relay-key'

/** A channel lives as long as on the real relay: the QR is dead after it. */
const CHANNEL_TTL_MS = 10 * 60_000
const MAX_BODY = 16_384

const createBody = z.object({
  siweUri: z.string().max(2048),
  domain: z.string().max(512),
  nonce: z
    .string()
    .regex(/^[A-Za-z0-9]{8,64}$/)
    .optional(),
  notBefore: z.string().max(64).optional(),
  expirationTime: z.string().max(64).optional(),
  requestId: z.string().max(256).optional(),
  redirectUrl: z.string().max(2048).optional(),
  acceptAuthAddress: z.boolean().optional(),
})
const authenticateBody = z.object({
  message: z.string().max(8192),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/),
  authMethod: z.enum(['custody', 'authAddress']).optional(),
  fid: z.number().int().positive(),
  username: z.string().max(64).optional(),
  bio: z.string().max(256).optional(),
  displayName: z.string().max(64).optional(),
  pfpUrl: z.string().max(2048).optional(),
})

type Channel = {
  createdAt: number
  params: z.infer<typeof createBody> & { nonce: string }
  url: string
  answer?: z.infer<typeof authenticateBody>
}

export type FarcasterRelay = { url: string; stop: () => Promise<void> }

async function readJson(request: IncomingMessage): Promise<unknown> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY) throw new Error('too large')
    chunks.push(chunk as Buffer)
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'))
}

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

/**
 * A stand-in for Farcaster's auth relay (relay.farcaster.xyz), for the dev stack and tests: the relay protocol's
 * three endpoints, as `@farcaster/auth-client` calls them — `POST /v1/channel` (the app creates a channel: its
 * token and the sign-in URL for the QR), `GET /v1/channel/status` (the app polls: 202 pending, 200 with the
 * signed message) and `POST /v1/channel/authenticate` (the Farcaster client posts what its custody key signed,
 * with the relay key `devFarcasterRelayKey`). Channels are held in memory. It checks no signature: the app
 * verifies (as with the real relay).
 */
export async function startFarcasterRelay(
  options: { port?: number; host?: string; now?: () => number } = {},
): Promise<FarcasterRelay> {
  const { port = 0, host = '127.0.0.1', now = Date.now } = options
  const channels = new Map<string, Channel>()
  let origin = ''

  const channelOf = (request: IncomingMessage) => {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1]
    const channel = token ? channels.get(token) : undefined
    if (channel && now() - channel.createdAt > CHANNEL_TTL_MS) {
      channels.delete(token as string)
      return undefined
    }
    return channel
  }

  const statusOf = (channel: Channel) => ({
    state: channel.answer ? 'completed' : 'pending',
    nonce: channel.params.nonce,
    url: channel.url,
    ...channel.answer,
    signatureParams: channel.params,
    metadata: { ip: '127.0.0.1', userAgent: 'latch-dev' },
    acceptAuthAddress: channel.params.acceptAuthAddress ?? false,
  })

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', origin).pathname
    if (request.method === 'POST' && path === '/v1/channel') {
      const body = createBody.safeParse(await readJson(request))
      if (!body.success) return send(response, 400, { error: 'Validation error' })
      const channelToken = randomBytes(16).toString('hex')
      const nonce = body.data.nonce ?? randomBytes(8).toString('hex')
      // The real relay's URL opens the Farcaster app; this one the dev stack's stand-in client reads.
      const url = `${origin}/~/siwf?channelToken=${channelToken}`
      channels.set(channelToken, { createdAt: now(), params: { ...body.data, nonce }, url })
      return send(response, 201, { channelToken, url, nonce })
    }
    if (request.method === 'GET' && path === '/v1/channel/status') {
      const channel = channelOf(request)
      if (!channel) return send(response, 401, { error: 'Unauthorized' })
      return send(response, channel.answer ? 200 : 202, statusOf(channel))
    }
    if (request.method === 'POST' && path === '/v1/channel/authenticate') {
      if (request.headers['x-farcaster-auth-relay-key'] !== devFarcasterRelayKey)
        return send(response, 401, { error: 'Unauthorized' })
      const channel = channelOf(request)
      if (!channel) return send(response, 401, { error: 'Unauthorized' })
      const body = authenticateBody.safeParse(await readJson(request))
      if (!body.success) return send(response, 400, { error: 'Validation error' })
      channel.answer = body.data
      return send(response, 201, statusOf(channel))
    }
    return send(response, 404, { error: 'Not found' })
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 400, { error: 'Bad request' }))
  })
  await new Promise<void>((resolve) => server.listen(port, host, () => resolve()))
  origin = `http://${host}:${(server.address() as AddressInfo).port}`
  return {
    url: origin,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
