import { errorTexts } from '@latch/core'

/** An error the API answers with: its status and `{ status, reasons: [{ name, description }] }`. */
export class HttpError extends Error {
  readonly statusCode: number
  readonly reason: string

  constructor(statusCode: number, reason: string, description = reason) {
    super(description)
    this.statusCode = statusCode
    this.reason = reason
  }
}

export const httpErrors = {
  badRequest: (description: string) => new HttpError(400, 'Bad Request', description),
  invalidProjectId: () => new HttpError(401, errorTexts.invalidProjectId),
  /** No bearer session, or an expired or revoked one (modules/auth). */
  unauthorized: () => new HttpError(401, 'Session Expired', 'Session expired or signed out'),
  originNotAllowed: () => new HttpError(403, 'Origin Not Allowed', errorTexts.originNotAllowed),
  notFound: () => new HttpError(404, 'Not Found', 'No such endpoint'),
  rateLimited: () => new HttpError(429, errorTexts.rateLimited, 'Too many requests: slow down'),
  upstream: (description: string) => new HttpError(502, 'Server Error', description),
}

export function errorBody(statusCode: number, reason: string, description: string) {
  return { status: statusCode, reasons: [{ name: reason, description }] }
}
