import type { Latch } from '@latch/core'
import { createContext, useContext } from 'react'

export const LatchContext = createContext<Latch | undefined>(undefined)

/** The Latch instance of the nearest <LatchProvider>. */
export function useLatchInstance(): Latch {
  const latch = useContext(LatchContext)
  if (!latch) throw new Error('Latch hooks must be used inside <LatchProvider>')
  return latch
}
