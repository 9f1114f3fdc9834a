import { z } from 'zod'
import { parseRequest } from '../../platform/http/parseRequest'

/** A method's params checked by its schema; wrapped, so a problem names its place as `params.1.domain`. */
export function paramsOf<Schema extends z.ZodType>(
  schema: Schema,
  params: unknown,
): z.infer<Schema> {
  return (parseRequest(z.object({ params: schema }), { params }) as { params: z.infer<Schema> })
    .params
}
