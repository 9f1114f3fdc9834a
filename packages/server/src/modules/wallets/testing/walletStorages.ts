import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { type Kek, parseKekList } from '../../../platform/crypto/kekList'
import { createPgliteDatabase } from '../../../platform/db/createPgliteDatabase'
import { createPostgresDatabase } from '../../../platform/db/createPostgresDatabase'
import type { Database } from '../../../platform/db/Database'
import { migrate } from '../../../platform/db/migrate'
import { createPgliteDirectory, createPostgresUrl } from '../../../testing/testDatabases'

/**
 * Databases that outlive a connection, for restarts and for the command-line tools: a PGlite directory and a
 * fresh PostgreSQL database, each with the environment a server process needs to open it.
 */
export const walletStorages = [
  {
    name: 'PGlite',
    async create() {
      const dir = await mkdtemp(join(tmpdir(), 'latch-wallets-'))
      await createPgliteDirectory(join(dir, 'pglite'))
      return {
        /** What a server process or a command needs to open it. */
        processEnv: async () => ({ LATCH_DATA_DIR: dir }),
        async open(): Promise<Database> {
          const db = await createPgliteDatabase(join(dir, 'pglite'))
          await migrate(db)
          return db
        },
        remove: () => rm(dir, { recursive: true, force: true }),
      }
    },
  },
  {
    name: 'PostgreSQL',
    async create() {
      const url = await createPostgresUrl()
      return {
        processEnv: async () => ({ DATABASE_URL: url }),
        async open(): Promise<Database> {
          const db = await createPostgresDatabase(url)
          await migrate(db)
          return db
        },
        remove: async () => {},
      }
    },
  },
] as const

/** `LATCH_KEK` text → the keys. */
export function keksOf(text: string): Kek[] {
  const parsed = parseKekList(text)
  if (!('keks' in parsed)) throw new Error(parsed.problem)
  return parsed.keks
}

/** A logger that keeps every line it is given, as JSON. */
export function capturingLogger(lines: string[] = []): FastifyBaseLogger {
  const write =
    (level: string) =>
    (...args: unknown[]) =>
      lines.push(JSON.stringify({ level, args }))
  const logger = {
    level: 'debug',
    fatal: write('fatal'),
    error: write('error'),
    warn: write('warn'),
    info: write('info'),
    debug: write('debug'),
    trace: write('trace'),
    silent: () => {},
    child: () => logger,
  }
  return logger as unknown as FastifyBaseLogger
}
