import { useEffect, useState } from 'react'

/** Reads `load` now and every `everyMs` while mounted (the console's pages follow new data on their own). */
export function usePolled<T>(load: (() => Promise<T>) | undefined, everyMs: number, key: string) {
  const [value, setValue] = useState<T>()
  const [problem, setProblem] = useState<string>()
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads
  useEffect(() => {
    if (!load) return
    let stopped = false
    const read = () =>
      load()
        .then((next) => {
          if (stopped) return
          setValue(next)
          setProblem(undefined)
        })
        .catch((error: Error) => {
          if (!stopped) setProblem(error.message)
        })
    void read()
    const timer = setInterval(read, everyMs)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [key, everyMs])
  return { value, problem }
}
