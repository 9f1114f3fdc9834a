import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import {
  buildConsole,
  buildDemo,
  buildSecureSite,
  compileContracts,
  compileEnsContracts,
  dataDir,
} from '@latch/devstack'
import { pgliteImageCacheDir } from '@latch/devstack/chain'
import { cachedPgliteImage } from '@latch/server/pgliteImage'
import { readSpecs } from './readSpecs'
import { dealSpecs, type SpecDurations, sumDurations } from './specDurations'

/**
 * `npm run test:e2e`: the spec files dealt into shards that run side by side, each a Playwright process with a whole
 * dev stack of its own (chains, server, demo) in its own network namespace. The stack's fixed ports (8545, 8787,
 * 5173…) are then each shard's own, and no spec shares a chain, an account or a database with a spec of another
 * shard: the specs stay as they are, and need only be independent of their order (docs/testing.md).
 *
 * LATCH_E2E_SHARDS sets how many: 3 by default on two cores. The third fills the cores while a test waits on its
 * stack, for one more stack's start (docs/testing.md has the figures). Where no network namespace can be made (no
 * `unshare`, or user namespaces turned off) the run is one shard, as before. Arguments (a spec, `-g name`) go to
 * Playwright as given, on one shard.
 */
const args = process.argv.slice(2)
const e2eDir = import.meta.dirname
const isolation = process.getuid?.() === 0 ? ['-n'] : ['-r', '-n']

function canIsolate(): boolean {
  const probe = spawnSync('unshare', [...isolation, 'sh', '-c', 'ip link set lo up'], {
    stdio: 'ignore',
  })
  return probe.status === 0
}

function playwright(extra: string[], env: NodeJS.ProcessEnv = {}, isolated = false): ChildProcess {
  const command = ['npx', 'playwright', 'test', ...args, ...extra]
  const [file, ...rest] = isolated
    ? ['unshare', ...isolation, 'sh', '-c', `ip link set lo up && exec ${command.join(' ')}`]
    : command
  return spawn(file as string, rest, {
    cwd: e2eDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

function exitCode(child: ChildProcess): Promise<number> {
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1))),
  )
}

const requested = Number(process.env.LATCH_E2E_SHARDS ?? 3)
const shards = args.length === 0 && requested > 1 && canIsolate() ? requested : 1

if (shards === 1) {
  const child = playwright([])
  child.stdout?.pipe(process.stdout)
  child.stderr?.pipe(process.stderr)
  process.exit(await exitCode(child))
}

// What every stack would otherwise make at the same moment, made once: the secure site's build, the compiled
// contracts and the migrated PGlite image (the stacks read them; two writers at once could hand one a
// half-written file).
const cacheDir = join(dataDir, 'contracts-cache')
const demoDir = join(dataDir, 'e2e-demo')
await Promise.all([
  buildDemo(demoDir, true),
  buildSecureSite(true),
  buildConsole(true),
  compileContracts(cacheDir),
  compileEnsContracts(cacheDir),
  cachedPgliteImage(pgliteImageCacheDir),
])

const specs = readSpecs(join(e2eDir, 'tests'))
const durationsFile = join(e2eDir, 'specDurations.json')
const durations: SpecDurations = existsSync(durationsFile)
  ? JSON.parse(readFileSync(durationsFile, 'utf8'))
  : {}
const dealt = dealSpecs(specs, durations, shards)
const lines: string[] = []
const runs = dealt.map((files, index) => {
  const shard = `${index + 1}/${dealt.length}`
  // Kept between runs, as `.latch` is (the stack clears its database itself): Vite's pre-bundled dependencies.
  const stateDir = join(dataDir, `e2e-shard-${index + 1}`)
  mkdirSync(stateDir, { recursive: true })
  const bundler = specs.some((spec) => spec.bundler && files.includes(spec.file))
  const child = playwright(
    files,
    {
      LATCH_DEVSTACK_STATE_DIR: stateDir,
      LATCH_SECURE_SITE_BUILT: '1',
      LATCH_CONSOLE_BUILT: '1',
      LATCH_E2E_DEMO_DIR: demoDir,
      LATCH_E2E_OUTPUT_DIR: join(e2eDir, 'test-results', `shard-${index + 1}`),
      // Alto idles through every other spec (some core-seconds per stack): started only where a spec needs it.
      LATCH_E2E_BUNDLER: bundler ? '1' : '0',
    },
    true,
  )
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const)
    if (stream)
      createInterface({ input: stream }).on('line', (line) => {
        lines.push(line)
        out.write(`[shard ${shard}] ${line}\n`)
      })
  return exitCode(child)
})
const codes = await Promise.all(runs)
const passed = codes.every((code) => code === 0)
if (!passed) printErrorContexts(join(e2eDir, 'test-results'))
// LATCH_E2E_RECORD=1: a fully passing run of every spec keeps its times for the next runs' dealing. (A test's
// line comes when it ends, long before the global teardown and the exit: 'exit' leaves none unread.)
else if (process.env.LATCH_E2E_RECORD === '1') {
  writeFileSync(durationsFile, `${JSON.stringify(sumDurations(lines), null, 2)}\n`)
  process.stdout.write(`e2e: the specs' times recorded in ${durationsFile}\n`)
}
process.exit(passed ? 0 : 1)

/**
 * A failed test's page as the accessibility tree saw it (Playwright's error-context.md), into the log: a run on a
 * fresh clone (CI, fresh-clone-test) deletes its folder, and a failure seen once is then all there is to go on.
 */
function printErrorContexts(dir: string) {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('error-context.md'),
  )
  for (const file of files)
    process.stderr.write(`\n--- ${file}\n${readFileSync(join(dir, file), 'utf8')}\n`)
}
