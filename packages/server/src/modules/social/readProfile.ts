import type { SocialProvider } from '@latch/core'
import { z } from 'zod'

/** Who signed in at the provider: its stable id for them, and what may be shown or linked. */
export type SocialProfile = {
  subject: string
  /** Only an address the provider says it verified; null otherwise. */
  email: string | null
  name: string | null
}

const subject = z.union([z.string().min(1).max(255), z.number().int().nonnegative()])
const text = z.string().max(255).nullish().catch(undefined)
const verified = z.union([z.boolean(), z.enum(['true', 'false'])]).optional()

/** OpenID Connect claims (an ID token, a userinfo answer). Apple writes `email_verified` as a string. */
const oidcClaims = z.object({
  sub: z.string().min(1).max(255),
  email: text,
  email_verified: verified.catch(undefined),
  name: text,
  preferred_username: text,
})

/** The profile endpoints of the plain OAuth 2.0 providers (providerDefaults.ts). */
const profiles = {
  // GitHub's public e-mail is one the user verified (GitHub shows no other).
  github: z.object({ id: subject, login: text, name: text, email: text }),
  discord: z.object({
    id: subject,
    username: text,
    global_name: text,
    email: text,
    verified: z.boolean().optional().catch(undefined),
  }),
  // The Graph API returns `email` only for a confirmed address.
  facebook: z.object({ id: subject, name: text, email: text }),
  x: z.object({ data: z.object({ id: subject, name: text, username: text }) }),
}

const address = z.email().max(254)

function verifiedEmail(value: string | null | undefined, isVerified: boolean): string | null {
  if (!isVerified || !value) return null
  const parsed = address.safeParse(value.trim())
  return parsed.success ? parsed.data : null
}

/**
 * Reads the subject, verified e-mail and display name from what a provider answered: OIDC claims when they
 * have a `sub` (an ID token, a userinfo endpoint), else the provider's own profile shape. Undefined when
 * there is no subject to sign in with.
 */
export function readProfile(provider: SocialProvider, data: unknown): SocialProfile | undefined {
  const claims = oidcClaims.safeParse(data)
  if (claims.success) {
    const { sub, email, email_verified, name, preferred_username } = claims.data
    return {
      subject: sub,
      email: verifiedEmail(email, email_verified === true || email_verified === 'true'),
      name: name || preferred_username || null,
    }
  }
  switch (provider) {
    case 'github': {
      const profile = profiles.github.safeParse(data)
      if (!profile.success) return undefined
      const { id, login, name, email } = profile.data
      return { subject: String(id), email: verifiedEmail(email, true), name: name || login || null }
    }
    case 'discord': {
      const profile = profiles.discord.safeParse(data)
      if (!profile.success) return undefined
      const { id, username, global_name, email, verified: isVerified } = profile.data
      return {
        subject: String(id),
        email: verifiedEmail(email, isVerified === true),
        name: global_name || username || null,
      }
    }
    case 'facebook': {
      const profile = profiles.facebook.safeParse(data)
      if (!profile.success) return undefined
      const { id, name, email } = profile.data
      return { subject: String(id), email: verifiedEmail(email, true), name: name || null }
    }
    case 'x': {
      const profile = profiles.x.safeParse(data)
      if (!profile.success) return undefined
      const { id, name, username } = profile.data.data
      return { subject: String(id), email: null, name: name || username || null }
    }
    default:
      return undefined
  }
}
