/** An account of the dev OIDC provider: what its login form accepts and the claims it then releases. */
export type OidcUser = {
  /** The OIDC `sub`. */
  subject: string
  /** The login name typed in the form, and the `email` claim (verified). */
  email: string
  password: string
  name: string
}

/** The dev stack's social-login visitor ("google" in the dev stack). */
export const oidcTestUser: OidcUser = {
  subject: 'visitor-0001',
  email: 'visitor@example.com',
  password: 'visitor-password',
  name: 'Test Visitor',
}
