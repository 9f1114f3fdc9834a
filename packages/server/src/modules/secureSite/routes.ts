import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import { errorBody, HttpError, httpErrors } from '../../platform/http/HttpError'
import { withPageConfig } from './pageConfig'
import { refusalPage } from './refusalPage'
import type { SecureSiteService } from './service'
import type { SiteFiles } from './siteFiles'
import { pageHeaders, sitePolicy } from './sitePolicy'

/** What no page of ours may do, for answers that are not one of the site's pages (refusals, 404s). */
const LOCKED_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

const frameQuery = z.object({
  projectId: z.string().min(1).max(128),
  appOrigin: z.string().min(1).max(2048),
})
/** `randomState()` in modules/social: 32 random bytes, base64url. */
const callbackQuery = z.object({ state: z.string().regex(/^[A-Za-z0-9_-]{43}$/) })

export type SecureSiteRoutesOptions = {
  service: SecureSiteService
  /** The built site; undefined while it is not built (pages answer 503). */
  files: () => SiteFiles | undefined
  /** The Latch API's public URL: the pages' only `connect-src`, and the callback page's API. */
  apiUrl: string
}

/**
 * The secure site's own origin (docs/embedded-wallet.md): `GET /?projectId&appOrigin` is the frame, which only
 * the project's app may frame; `GET /social/callback` the social login popup's landing page; the built assets;
 * nothing else.
 */
export function secureSiteRoutes({ service, files, apiUrl }: SecureSiteRoutesOptions) {
  const apiOrigin = new URL(apiUrl).origin

  function page(reply: FastifyReply, html: string, frameAncestors: string) {
    return reply
      .headers(pageHeaders)
      .header('content-security-policy', sitePolicy({ apiOrigin, frameAncestors }))
      .send(html)
  }

  function refuse(reply: FastifyReply, status: 400 | 403 | 503) {
    return reply
      .code(status)
      .headers(pageHeaders)
      .header('content-security-policy', LOCKED_POLICY)
      .send(refusalPage(status))
  }

  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('x-content-type-options', 'nosniff')
      if (!reply.hasHeader('content-security-policy'))
        reply.header('content-security-policy', LOCKED_POLICY)
    })
    app.setErrorHandler((error, _request, reply) => {
      const status = error instanceof HttpError ? error.statusCode : 500
      const body =
        error instanceof HttpError
          ? errorBody(status, error.reason, error.message)
          : errorBody(500, 'Server Error', 'The server could not answer')
      return reply.code(status).send(body)
    })
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send(errorBody(404, 'Not Found', 'No such endpoint')),
    )

    app.get('/', async (request, reply) => {
      const site = files()
      if (!site) return refuse(reply, 503)
      const query = frameQuery.safeParse(request.query)
      if (!query.success) return refuse(reply, 400)
      const ancestor = await service.frameAncestor(query.data.projectId, query.data.appOrigin)
      if (!ancestor) return refuse(reply, 403)
      return page(reply, site.frame, ancestor)
    })

    // The provider's redirect target; the page posts to `window.opener`, so no Cross-Origin-Opener-Policy.
    app.get('/social/callback', async (request, reply) => {
      const site = files()
      if (!site) return refuse(reply, 503)
      const query = callbackQuery.safeParse(request.query)
      const projectId = query.success
        ? await service.callbackProjectId(query.data.state)
        : undefined
      const html = withPageConfig(site.callback, {
        'api-url': apiUrl,
        'project-id': projectId ?? '',
      })
      return page(reply, html, "'none'")
    })

    app.get('/*', async (request, reply) => {
      const path = new URL(request.url, 'http://secure-site').pathname
      const asset = files()?.assets.get(path)
      if (!asset) throw httpErrors.notFound()
      return reply
        .header('content-type', asset.contentType)
        .header('cache-control', asset.cacheControl)
        .header('cross-origin-resource-policy', 'same-origin')
        .send(asset.body)
    })
  }
}
