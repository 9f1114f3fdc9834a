/**
 * A WebAuthn ceremony: `register` makes a new visitor's passkey (and user), `add` a signed-in user's next one,
 * `login` signs in with any passkey of the relying party, `export` proves the signed-in user's passkey before their
 * key is exported.
 */
export type PasskeyCeremony = 'register' | 'add' | 'login' | 'export'
