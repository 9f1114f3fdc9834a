import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { HttpError } from '../../platform/http/HttpError'
import { parseRequest } from '../../platform/http/parseRequest'
import { caipNetworkId, sdkQuery } from '../../platform/http/schemas'
import { matchesEtag } from './matchesEtag'
import type { RegistryService } from './service'
import { walletId } from './walletInput'

/** A comma-separated list; empty means "not given". */
const commaList = (item: z.ZodType<string, string>, max: number) =>
  z
    .string()
    .max(4096)
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max, `at most ${max} entries`))
    .transform((list) => (list.length ? list : undefined))

const listQuery = z.object({
  ...sdkQuery,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  entries: z.coerce.number().int().min(1).max(100).default(40),
  // The view searches from 2 characters (behaviour.md §10.1); a shorter term is ignored rather than refused, so a
  // client that sends every keystroke still gets the full list instead of an error.
  search: z
    .string()
    .max(64)
    .transform((text) => text.trim())
    .transform((text) => (text.length >= 2 ? text : undefined))
    .optional(),
  include: commaList(walletId, 100).optional(),
  exclude: commaList(walletId, 100).optional(),
  chains: commaList(caipNetworkId, 50).optional(),
})

/** Icons change rarely; a day fresh, then revalidated by ETag. */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400'
/** An icon opened on its own runs nothing and loads nothing (an SVG's inline styles only). */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/**
 * `GET /v1/registry/wallets?page&entries&search&include&exclude&chains` → `{ count, data: [wallet] }`;
 * `GET /v1/registry/wallets/{id}/image` → the wallet's icon (SVG, PNG, JPEG or WebP, as stored), cached by ETag.
 */
export function registryRoutes(service: RegistryService) {
  return async (app: FastifyInstance) => {
    app.get('/registry/wallets', async (request) => {
      const { page, entries, search, include, exclude, chains, projectId } = parseRequest(
        listQuery,
        request.query,
      )
      const { count, data } = await service.list(
        { search, include, exclude, chains },
        { page, entries },
      )
      const project = encodeURIComponent(projectId ?? '')
      return {
        count,
        data: data.map(({ rank: _rank, ...wallet }) => ({
          ...wallet,
          // Ready for an <img src> on the registry's origin: the project guard reads projectId.
          imageUrl: `/v1/registry/wallets/${wallet.id}/image?projectId=${project}`,
        })),
      }
    })

    app.get('/registry/wallets/:id/image', async (request, reply) => {
      const { id } = parseRequest(z.object({ id: walletId }), request.params)
      parseRequest(z.object(sdkQuery), request.query)
      const image = await service.image(id)
      if (!image) throw new HttpError(404, 'Not Found', 'No such wallet')
      reply
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('etag', image.etag)
        .header('cross-origin-resource-policy', 'cross-origin')
      if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.code(304).send()
      return reply
        .header(
          'content-type',
          image.type === 'image/svg+xml' ? 'image/svg+xml; charset=utf-8' : image.type,
        )
        .header('content-security-policy', IMAGE_CSP)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(image.bytes))
    })
  }
}
