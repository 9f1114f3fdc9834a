import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { freePort } from '@latch/devstack/chain'
import pg from 'pg'
import { testCacheDir } from './testCacheDir'

// Tests import it from here, beside the services they start.
export { freePort }

function postgresBin(name: string): string {
  const base = '/usr/lib/postgresql'
  const versions = existsSync(base) ? readdirSync(base).sort().reverse() : []
  for (const version of versions) {
    const path = join(base, version, 'bin', name)
    if (existsSync(path)) return path
  }
  throw new Error(
    `PostgreSQL's ${name} was not found: run scripts/ensure-system-deps.sh (apt-get install postgresql)`,
  )
}

/**
 * An empty cluster at `data`: a copy of the one initdb made for this PostgreSQL version, kept in the test cache
 * (initdb costs seconds of every run that starts a PostgreSQL; a copy, a fraction of one).
 */
function createCluster(data: string) {
  const initdb = postgresBin('initdb')
  // …/postgresql/<major>/bin/initdb: a cluster is good for every minor release of its major version.
  const cached = join(testCacheDir, `postgres-${basename(dirname(dirname(initdb)))}-cluster`)
  // -a keeps the owner (the postgres user, when we are root) and the 0700 PostgreSQL demands.
  const copy = (from: string, to: string) => execFileSync('cp', ['-a', from, to])
  if (existsSync(cached)) return copy(cached, data)
  const [command, args] = asPostgres(initdb, [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
  ])
  execFileSync(command, args, { stdio: 'ignore' })
  // Copied aside and renamed: a run beside this one finds a whole cluster or makes its own.
  mkdirSync(testCacheDir, { recursive: true })
  const partial = `${cached}.${process.pid}.partial`
  copy(data, partial)
  try {
    renameSync(partial, cached)
  } catch {
    rmSync(partial, { recursive: true, force: true })
  }
}

/** Runs a command as the postgres user when we are root (initdb refuses root), as ourselves otherwise. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, args]
  const quoted = [command, ...args].map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ')
  return ['su', ['postgres', '-s', '/bin/sh', '-c', quoted]]
}

/** A server a test can stop and start again on the same port (an outage), then remove for good. */
export type RestartableServer = {
  url: string
  /** Stops it: PostgreSQL with a fast shutdown (it keeps its data), Redis killed (it comes back empty). */
  halt(): Promise<void>
  /** Starts it again on the same port; resolves once it answers. */
  resume(): Promise<void>
  /** Stops it and deletes what it stored. */
  stop(): Promise<void>
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A throw-away PostgreSQL server on loopback: its own data directory and port, trust auth, stopped and
 * deleted by `stop()`. The real server the tests run against besides PGlite.
 */
export async function startPostgres(): Promise<RestartableServer> {
  const dir = mkdtempSync(join(tmpdir(), 'latch-pg-'))
  chmodSync(dir, 0o777)
  const data = join(dir, 'data')
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir])
  createCluster(data)
  const port = await freePort()
  const [postgres, args] = asPostgres(postgresBin('postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'synchronous_commit=off',
  ])
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  let child: ChildProcess | undefined
  async function resume() {
    const started = spawn(postgres, args, { stdio: 'ignore', detached: false })
    child = started
    const deadline = Date.now() + 20_000
    for (;;) {
      try {
        const client = new pg.Client({ connectionString: url })
        await client.connect()
        await client.end()
        return
      } catch (error) {
        if (Date.now() > deadline || started.exitCode !== null)
          throw new Error(`PostgreSQL did not start: ${(error as Error).message}`)
        await pause(50)
      }
    }
  }
  async function halt() {
    // Signal the postmaster itself (`su` does not forward signals): SIGINT is a fast shutdown.
    const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0])
    const alive = () => {
      try {
        process.kill(pid, 0)
        return true
      } catch {
        return false
      }
    }
    if (pid > 0) process.kill(pid, 'SIGINT')
    const deadline = Date.now() + 10_000
    while (alive() && Date.now() < deadline) await pause(20)
    if (alive()) process.kill(pid, 'SIGKILL')
    child?.kill('SIGKILL')
  }
  await resume()
  return {
    url,
    halt,
    resume,
    async stop() {
      await halt().catch(() => undefined)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A throw-away redis-server on loopback, without persistence (restarted, it is empty). */
export async function startRedis(): Promise<RestartableServer> {
  const port = await freePort()
  const binary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) =>
    existsSync(path),
  )
  if (!binary) throw new Error('redis-server was not found: run scripts/ensure-system-deps.sh')
  let child: ChildProcess | undefined
  async function resume() {
    const started = spawn(
      binary as string,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    )
    child = started
    const deadline = Date.now() + 10_000
    for (;;) {
      const ready = await new Promise<boolean>((resolve) => {
        const socket = connect(port, '127.0.0.1')
        socket.once('connect', () => {
          socket.end()
          resolve(true)
        })
        socket.once('error', () => resolve(false))
      })
      if (ready) return
      if (Date.now() > deadline || started.exitCode !== null)
        throw new Error('redis-server did not start')
      await pause(20)
    }
  }
  const signal = async (name: NodeJS.Signals) => {
    const running = child
    if (!running || running.exitCode !== null || running.signalCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill(name)
    await exited
  }
  await resume()
  return {
    url: `redis://127.0.0.1:${port}`,
    halt: () => signal('SIGKILL'),
    resume,
    stop: () => signal('SIGTERM'),
  }
}
