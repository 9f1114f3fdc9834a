import type { FastifyRequest } from 'fastify'

const loopback = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/
const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const

/**
 * A client on this machine, talking to the server itself: the socket's peer, never `request.ip` (which
 * `LATCH_TRUST_PROXY` takes from X-Forwarded-For, a header anyone can write), and no proxy in between (behind a
 * proxy on the same host every socket is loopback: its forwarding headers tell). The dev routes answer no one else.
 */
export const isLocalClient = (request: FastifyRequest) =>
  loopback.test(request.socket.remoteAddress ?? '') &&
  forwardingHeaders.every((header) => request.headers[header] === undefined)
