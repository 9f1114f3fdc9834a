import { z } from 'zod'

/** A text record's value: a URL of the web or an image (avatar, url), or plain text (description). */
const url = z
  .string()
  .max(2048)
  .refine(
    (value) => /^(https?:\/\/|ipfs:\/\/|eip155:)/.test(value),
    'must be an http(s), ipfs or eip155 URL',
  )

/**
 * What the wallet signs to register a name (`POST /v1/profile/account`'s `message`): JSON of the name, its
 * text records and the time it was signed (ms), so a signature is for one name, one set of records, once.
 */
export const registrationMessage = z.object({
  name: z.string().min(1).max(300),
  attributes: z
    .object({
      avatar: url.optional(),
      description: z.string().max(500).optional(),
      url: url.optional(),
    })
    .strict()
    .default({}),
  timestamp: z.number().int().nonnegative(),
})

export type RegistrationMessage = z.infer<typeof registrationMessage>

/** `message` parsed as JSON and checked; undefined when it is neither. */
export function parseRegistrationMessage(message: string): RegistrationMessage | undefined {
  let json: unknown
  try {
    json = JSON.parse(message)
  } catch {
    return undefined
  }
  const parsed = registrationMessage.safeParse(json)
  return parsed.success ? parsed.data : undefined
}
