import { requestAborted } from '@latch/core/errorTexts'
import type { ApprovalDescription } from '../rpc/describeRequest'

export type PendingApproval = { id: number; description: ApprovalDescription }

/**
 * The approval screen's queue: one request at a time, in arrival order. `onShow` when the first one waits
 * (the app then makes the iframe visible), `onHide` when none is left. A request resolves to the user's
 * answer, or rejects when its signal aborts (it then leaves the screen).
 */
export function createApprovals(options: { onShow(): void; onHide(): void }) {
  type Entry = PendingApproval & { settle(approved: boolean): void }
  const queue: Entry[] = []
  const listeners = new Set<() => void>()
  let nextId = 1
  let shown = false

  // The same object until the queue's head changes: React's useSyncExternalStore compares snapshots by identity.
  let snapshot: PendingApproval | undefined

  function changed() {
    const [first] = queue
    if (first?.id !== snapshot?.id)
      snapshot = first && { id: first.id, description: first.description }
    const visible = queue.length > 0
    if (visible !== shown) {
      shown = visible
      if (visible) options.onShow()
      else options.onHide()
    }
    for (const listener of listeners) listener()
  }

  function remove(entry: Entry) {
    const index = queue.indexOf(entry)
    if (index === -1) return false
    queue.splice(index, 1)
    changed()
    return true
  }

  return {
    request(description: ApprovalDescription, signal?: AbortSignal): Promise<boolean> {
      return new Promise<boolean>((resolve, reject) => {
        if (signal?.aborted) return reject(new Error(requestAborted))
        const entry: Entry = {
          id: nextId++,
          description,
          settle(approved) {
            signal?.removeEventListener('abort', onAbort)
            if (remove(entry)) resolve(approved)
          },
        }
        const onAbort = () => {
          if (remove(entry)) reject(new Error(requestAborted))
        }
        signal?.addEventListener('abort', onAbort, { once: true })
        queue.push(entry)
        changed()
      })
    },
    /** The request on screen, if any. */
    current(): PendingApproval | undefined {
      return snapshot
    },
    /** The user's answer to the request on screen (`id` guards against a double click on a later one). */
    answer(id: number, approved: boolean) {
      const [first] = queue
      if (first?.id === id) first.settle(approved)
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

export type Approvals = ReturnType<typeof createApprovals>
