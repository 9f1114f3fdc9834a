import type { z } from 'zod'
import { httpErrors } from './HttpError'

/** Validates a request part; the 400 names the first problem. */
export function parseRequest<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): z.infer<Schema> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
  throw httpErrors.badRequest(`${where}${issue?.message ?? 'invalid request'}`)
}
