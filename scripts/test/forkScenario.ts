import { fork } from 'node:child_process'

type ScenarioMessage = { step?: string; report?: Record<string, unknown>; error?: string }

/**
 * A scenario module in a plain Node process on the sources: it runs on the arguments it is sent over IPC, tells
 * each `{ step }` it reaches and ends with `{ report }` or `{ error }`. Forked at once, so that its modules load
 * (seconds) while the test starts what the scenario needs; `run` sends the arguments and waits for the report,
 * at most `stallMs`.
 */
export function forkScenario<Args>(path: string, { stallMs }: { stallMs: number }) {
  const child = fork(path, {
    execArgv: ['--import', 'tsx', '--conditions=@latch/source'],
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: 'inherit',
  })
  let step = 'start'
  const report = new Promise<Record<string, unknown>>((resolve, reject) => {
    child.on('message', (message: ScenarioMessage) => {
      if (message.step) {
        step = message.step
        return
      }
      child.kill()
      if (message.report) resolve(message.report)
      else reject(new Error(message.error))
    })
    child.once('exit', (code) => reject(new Error(`the scenario exited (${code}) at: ${step}`)))
  })
  // Thrown where `run` is awaited: a scenario never run (a failed setup) leaves no unhandled rejection.
  report.catch(() => undefined)
  return {
    run(args: Args): Promise<Record<string, unknown>> {
      child.send(args as object)
      let timer: NodeJS.Timeout | undefined
      const stalled = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the scenario stalled at: ${step}`)), stallMs)
      })
      return Promise.race([report, stalled]).finally(() => {
        clearTimeout(timer)
        child.kill()
      })
    },
    kill: () => child.kill(),
  }
}
