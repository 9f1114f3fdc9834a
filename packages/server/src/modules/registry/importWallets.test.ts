import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresDatabase } from '../../platform/db/createPostgresDatabase'
import { createPostgresUrl } from '../../testing/testDatabases'
import { startLogoServer, tinyPng } from './testing/logoServer'

const command = fileURLToPath(new URL('./importWallets.ts', import.meta.url))

// The import command as an operator runs it: its own process, its own TLS trust (NODE_EXTRA_CA_CERTS), a real
// database; what it prints and what it wrote.
describe('importWallets command', () => {
  let dir: string
  let logos: Awaited<ReturnType<typeof startLogoServer>>
  beforeAll(async () => {
    ;[dir, logos] = await Promise.all([mkdtemp(join(tmpdir(), 'latch-import-')), startLogoServer()])
  })
  afterAll(async () => {
    await logos?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('imports every wallet, with the logos it could fetch, and names each logo it could not use', async () => {
    const databaseUrl = await createPostgresUrl()
    await writeFile(join(dir, 'ca.pem'), logos.ca)
    await writeFile(
      join(dir, 'wallets.json'),
      JSON.stringify([
        { id: 'acme', name: 'Acme Wallet', imageUrl: logos.url('/logo.png') },
        { id: 'gone', name: 'Gone Wallet', imageUrl: logos.url('/missing.png') },
        { id: 'fake', name: 'Fake Wallet', imageUrl: logos.url('/fake.png') },
      ]),
    )
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=@latch/source',
        command,
        // The logo server is on the loopback.
        '--allow-private-logo-hosts',
        join(dir, 'wallets.json'),
      ],
      {
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          NODE_EXTRA_CA_CERTS: join(dir, 'ca.pem'),
        },
        timeout: 14_000,
      },
    )
    expect(stderr.trim().split('\n')).toEqual([
      `gone: logo ${logos.url('/missing.png')} not used (HTTP 404); it keeps its monogram`,
      `fake: logo ${logos.url('/fake.png')} not used (not a PNG, JPEG, WebP or SVG image); it keeps its monogram`,
    ])
    expect(stdout.trim()).toBe('Imported 3 wallets.')

    const db = await createPostgresDatabase(databaseUrl)
    try {
      const rows = await db.query<{ id: string; image_type: string; image_bytes: Uint8Array }>(
        'select id, image_type, image_bytes from registry_wallets order by id',
      )
      expect(rows.map((row) => [row.id, row.image_type])).toEqual([
        ['acme', 'image/png'],
        ['fake', 'image/svg+xml'],
        ['gone', 'image/svg+xml'],
      ])
      expect(new Uint8Array(rows[0]?.image_bytes ?? [])).toEqual(tinyPng)
    } finally {
      await db.close()
    }
  })

  it('names a bad setting and stops, with no stack trace', async () => {
    await writeFile(join(dir, 'one.json'), JSON.stringify([{ id: 'acme', name: 'Acme Wallet' }]))
    const failure = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--conditions=@latch/source', command, join(dir, 'one.json')],
      { env: { ...process.env, LATCH_CHAINS: 'not json' }, timeout: 14_000 },
    ).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failure?.code).toBe(1)
    expect(failure?.stderr).toMatch(/^Invalid server configuration:\n {2}LATCH_CHAINS: /)
    expect(failure?.stderr).not.toMatch(/^\s+at /m)
  })
})
