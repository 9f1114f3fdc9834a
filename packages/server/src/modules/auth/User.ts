/** A signed-in person: an e-mail login or a social identity (which may give no address). */
export type User = { id: string; email: string | null }
