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

export type Database = Sql & {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `work` in one transaction: all of it or none. */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>
  /**
   * Takes a session-level advisory lock when free. The lock lives as long as the returned session: a crashed
   * holder's connection closes and frees it, so another instance takes over.
   */
  tryAdvisoryLock(key: string): Promise<{ release(): Promise<void> } | undefined>
  close(): Promise<void>
}
