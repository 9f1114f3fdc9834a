/**
 * When Approve may be pressed (behaviour.md §11.6): only once the screen has been in plain view for `armMs`
 * without a break. The app's page owns the frame's element, so it can make the screen transparent, cover it with
 * a decoy that lets clicks through, or show it right under a click the visitor meant for the page; each of these
 * starts the wait again, and a press in that time does nothing.
 */
export type ApproveGate = {
  /** The screen is shown and nothing covers it (true), or it is hidden, faded, moved or covered (false). */
  see(visible: boolean): void
  /** Whether a press counts now. */
  armed(): boolean
  /** Covered for longer than the wait: the screen says why Approve does nothing. */
  obscured(): boolean
  /** When `armed()` may change next, in ms from now; undefined when only `see` can change it. */
  nextChangeIn(): number | undefined
}

export function createApproveGate({ armMs, now }: { armMs: number; now(): number }): ApproveGate {
  let visibleSince: number | undefined
  let hiddenSince: number | undefined = now()
  return {
    see(visible) {
      if (visible) {
        visibleSince ??= now()
        hiddenSince = undefined
      } else {
        visibleSince = undefined
        hiddenSince ??= now()
      }
    },
    armed: () => visibleSince !== undefined && now() - visibleSince >= armMs,
    obscured: () => hiddenSince !== undefined && now() - hiddenSince >= armMs,
    nextChangeIn() {
      const since = visibleSince ?? hiddenSince
      if (since === undefined) return undefined
      const left = since + armMs - now()
      return left > 0 ? left : undefined
    },
  }
}
