import type { z } from 'zod'
import { ConfigProblems } from './ConfigProblems'

/** The process environment, or a test's. */
export type Env = Record<string, string | undefined>

/** Parses the variables `schema` names; each problem is `NAME: message` (ConfigProblems), never the value. */
export function readEnv<Schema extends z.ZodType>(schema: Schema, env: Env): z.output<Schema> {
  const parsed = schema.safeParse(env)
  if (parsed.success) return parsed.data
  throw new ConfigProblems(
    parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  )
}
