import type { FastifyRequest } from 'fastify'
import { httpErrors } from '../../platform/http/HttpError'
import type { Project } from './Project'

/** The project the guard checked for this `/v1` request (a route outside the guard has none: 401). */
export function checkedProject(request: FastifyRequest): Project {
  if (!request.project) throw httpErrors.invalidProjectId()
  return request.project
}
