/** The SQL the server needs, the same over PGlite (embedded) and a PostgreSQL server. */
export type Sql = {
  /**
   * `name` makes it a prepared statement on PostgreSQL, planned once per connection: the hot read paths use it
   * (planning cost as much as running them).
   */
  query<Row = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
    options?: { name: string },
  ): Promise<Row[]>
  /** Runs statements without parameters (migrations). */
  exec(text: string): Promise<void>
}

/** Statements and transactions on one database (the pool, or the one connection a lock holds). */
export type Session = Sql & {
  /** Runs `work` in one transaction: all of it or none. */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>
}

/**
 * A session-level advisory lock and the connection that holds it. Work that must only run under the lock goes
 * through `session`: when the connection is lost the lock is gone with it, and so is any way to write through it.
 */
export type AdvisoryLock = {
  readonly session: Session
  /** Resolves when the connection (and so the lock) is lost; `release` does not resolve it. */
  readonly lost: Promise<void>
  release(): Promise<void>
}

export type Database = Session & {
  readonly kind: 'pglite' | 'postgres'
  /**
   * Takes a session-level advisory lock when free. The lock lives as long as its connection: a crashed
   * holder's connection closes and frees it, so another instance takes over.
   */
  tryAdvisoryLock(key: string): Promise<AdvisoryLock | undefined>
  close(): Promise<void>
}
