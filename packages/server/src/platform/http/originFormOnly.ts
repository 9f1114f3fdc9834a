import type { FastifyReply, FastifyRequest } from 'fastify'
import { httpErrors } from './HttpError'

/**
 * Only origin-form request targets (`/v1/…`, RFC 9112 §3.2.1) are served: an absolute-form target
 * (`GET http://host/v1/… HTTP/1.1`) is meant for proxies, and a path that does not start at `/` is no path
 * of this server's.
 */
export async function originFormOnly(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.raw.url?.startsWith('/'))
    throw httpErrors.badRequest('The request target must be a path (origin form)')
}
