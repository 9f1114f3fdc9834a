import websocket from '@fastify/websocket'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { WebSocket } from 'ws'
import { z } from 'zod'
import { HttpError } from '../../platform/http/HttpError'
import { createHeartbeat } from './heartbeat'
import type { RelayConfig } from './relayConfig'
import { closeCodes, type RelayService } from './service'

/** A client that reads slower than this much queued output is cut off rather than held in memory. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024
const RELAY_PATH = '/relay'

const query = z.object({
  auth: z.string().max(4_096).optional(),
  projectId: z.string().max(256).optional(),
})

/**
 * `GET /relay`, upgraded to a WebSocket once the client's IP has room and its JWT and project id pass; then
 * every text frame goes to the service. Outside the project guard: wallets are not projects of ours.
 */
export function relayRoutes(service: RelayService, relay: RelayConfig) {
  return async (app: FastifyInstance) => {
    const admitted = new WeakMap<object, { clientId: string; release: () => void }>()
    const heartbeat = createHeartbeat(relay.heartbeatMs)
    await app.register(websocket, {
      // Room for wc_approveSession's two messages in one frame; a larger frame closes the socket (1009).
      options: { maxPayload: 2 * relay.maxMessageBytes + 16_384 },
      // A socket's own errors (a client vanishing mid-frame) end that socket, and are no server failure to log.
      errorHandler: (_error, socket) => socket.terminate(),
      // Clients reconnect on "going away"; the HTTP server's close waits for these sockets.
      preClose() {
        for (const client of app.websocketServer.clients)
          client.close(closeCodes.goingAway, 'relay stopping')
        app.websocketServer.close()
      },
    })
    app.addHook('onClose', async () => heartbeat.stop())

    const admit = async (request: FastifyRequest) => {
      if (!request.ws) return
      const { auth, projectId } = query.parse(request.query)
      const host = request.headers.host ?? ''
      const audiences = relay.publicUrls.length
        ? relay.publicUrls
        : [`ws://${host}${RELAY_PATH}`, `wss://${host}${RELAY_PATH}`]
      const verdict = await service.authenticate({ auth, projectId, audiences })
      if ('status' in verdict)
        throw new HttpError(
          verdict.status,
          verdict.status === 401 ? 'Unauthorized' : 'Forbidden',
          verdict.reason,
        )
      const release = service.admit(request.ip)
      if (!release)
        throw new HttpError(
          429,
          'Too Many Connections',
          `at most ${relay.connectionsPerIp} connections from one address`,
        )
      admitted.set(request.raw, { clientId: verdict.clientId, release })
    }

    app.get(RELAY_PATH, { websocket: true, preValidation: admit }, (socket, request) => {
      const client = admitted.get(request.raw)
      if (!client) return socket.terminate()
      const connection = service.connect({
        clientId: client.clientId,
        address: request.ip,
        send(text) {
          if (socket.readyState !== WebSocket.OPEN) return
          if (socket.bufferedAmount > MAX_BUFFERED_BYTES) return socket.terminate()
          socket.send(text)
        },
        close: (code, reason) => socket.close(code, reason),
      })
      heartbeat.watch(socket)
      socket.on('message', (data) => connection.receive(data.toString()))
      socket.on('close', () => {
        connection.closed()
        client.release()
      })
    })
  }
}
