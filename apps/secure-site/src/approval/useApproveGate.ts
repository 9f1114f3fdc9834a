import { type RefObject, useEffect, useReducer, useState } from 'react'
import { createApproveGate } from './approveGate'
import { watchVisibility } from './watchVisibility'

/** How long the screen must have been in plain view before Approve counts (behaviour.md §11.6). */
export const approveArmMs = 500

export type ApproveGateOptions = {
  armMs?: number
  now?(): number
  /** What reports the element's visibility (watchVisibility); a test's own. */
  watch?: typeof watchVisibility
}

/**
 * The approve gate (approveGate.ts) of the element in `ref`, fed by what the browser reports of it
 * (watchVisibility). `step` (the request's id) starts a new wait.
 */
export function useApproveGate(
  ref: RefObject<HTMLElement | null>,
  step: unknown,
  {
    armMs = approveArmMs,
    now = () => performance.now(),
    watch = watchVisibility,
  }: ApproveGateOptions = {},
) {
  const [gate] = useState(() => createApproveGate({ armMs, now }))
  const [, render] = useReducer((count: number) => count + 1, 0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `step` is what restarts the wait
  useEffect(() => {
    const element = ref.current
    if (!element) return
    gate.see(false)
    let timer: ReturnType<typeof setTimeout> | undefined
    const update = () => {
      clearTimeout(timer)
      render()
      const next = gate.nextChangeIn()
      if (next !== undefined) timer = setTimeout(update, next)
    }
    const stop = watch(element, (visible) => {
      gate.see(visible)
      update()
    })
    update()
    return () => {
      stop()
      clearTimeout(timer)
    }
  }, [ref, step, gate, watch])

  return { armed: gate.armed(), obscured: gate.obscured() }
}
