import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

/**
 * `npm test`: every check of the repository, each a phase (an npm script), run side by side where the two cores
 * allow and in order where one needs another's output. The first failing phase stops the run (the others are
 * ended); the end prints each phase's wall time, the budget docs/testing.md keeps.
 */
type Phase = {
  name: string
  script: string
  /** Phases whose output it needs (the build's dist/). */
  after?: string[]
  /** Runs with nothing beside it (the e2e's fixed ports and browser, or a phase that uses both cores). */
  alone?: boolean
}

const phases: Phase[] = [
  // The unit tests start first: the longest phase, with the light checks and the build beside it.
  { name: 'unit', script: 'test:unit' },
  { name: 'lint', script: 'lint' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'build', script: 'build' },
  { name: 'packages', script: 'test:packages', after: ['build'] },
  { name: 'size', script: 'test:size', after: ['build'] },
  // Beside the unit tests' last stretch, when the light checks are done: the unit phase alone keeps about a core and
  // a half busy, and these two about one each (docs/testing.md). The unit tests' bounds are for a busy machine.
  { name: 'consumers', script: 'test:consumers', after: ['build'] },
  { name: 'browser', script: 'test:browser' },
  // Last and alone: its shards take both cores (e2e/runShards.ts).
  { name: 'e2e', script: 'test:e2e', after: ['build'], alone: true },
]

const slots = Number(process.env.LATCH_TEST_PHASES ?? 2)
const selected = process.argv.slice(2)
const planned = selected.length ? phases.filter((phase) => selected.includes(phase.name)) : phases
const state = new Map<
  string,
  { status: 'running' | 'passed' | 'failed'; startedAt: number; ms?: number }
>()
const running = new Map<string, ChildProcess>()
const startedAt = Date.now()
let failed: string | undefined

const done = (name: string) =>
  state.get(name)?.status === 'passed' || !planned.some((p) => p.name === name)

function prefixed(stream: NodeJS.ReadableStream, name: string, out: NodeJS.WriteStream) {
  createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`))
}

function start(phase: Phase) {
  state.set(phase.name, { status: 'running', startedAt: Date.now() })
  const child = spawn('npm', ['run', '--silent', phase.script], {
    // After the build, the phases' own `build:once` skips building again.
    env: { ...process.env, ...(phase.after?.includes('build') ? { LATCH_BUILT: '1' } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  running.set(phase.name, child)
  if (child.stdout) prefixed(child.stdout, phase.name, process.stdout)
  if (child.stderr) prefixed(child.stderr, phase.name, process.stderr)
  child.on('exit', (code) => {
    running.delete(phase.name)
    const entry = state.get(phase.name)
    if (entry) {
      entry.ms = Date.now() - entry.startedAt
      entry.status = code === 0 ? 'passed' : 'failed'
    }
    if (code !== 0 && !failed) {
      failed = phase.name
      // The run has failed: end the phases beside it (their whole process groups).
      for (const other of running.values()) if (other.pid) process.kill(-other.pid, 'SIGTERM')
    }
    schedule()
  })
}

function schedule() {
  if (!failed)
    for (const phase of planned) {
      if (state.has(phase.name) || running.size >= slots) continue
      if (!(phase.after ?? []).every(done)) continue
      const aloneRunning = [...running.keys()].some(
        (name) => planned.find((p) => p.name === name)?.alone,
      )
      if (aloneRunning || (phase.alone && running.size > 0)) continue
      start(phase)
    }
  if (running.size === 0) finish()
}

function finish() {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  const lines = planned.map((phase) => {
    const entry = state.get(phase.name)
    const status = entry?.status ?? 'not run'
    return `  ${phase.name.padEnd(10)} ${status.padEnd(8)} ${entry?.ms === undefined ? '' : seconds(entry.ms)}`
  })
  console.log(
    `\nnpm test: phases (wall time)\n${lines.join('\n')}\n  ${'total'.padEnd(19)} ${seconds(Date.now() - startedAt)}`,
  )
  if (failed) console.log(`\nFailed: ${failed}`)
  process.exit(failed ? 1 : 0)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const child of running.values()) if (child.pid) process.kill(-child.pid, 'SIGTERM')
    process.exit(1)
  })

schedule()
