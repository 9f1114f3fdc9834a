import type { RelayMessage } from './RelayMessage'
import type { RelayStore } from './store'

/** A failed write is tried again after the delay, doubling up to this (the database restarting). */
const MAX_RETRY_MS = 5_000

/**
 * Write-behind of the waiting messages to the database: a message acknowledged within `delayMs` of its
 * publishing (the usual case: the other side is online) never touches it; the older ones are written in one
 * batch. PGlite runs on the event loop, so writing every message would stall every socket. A write that fails
 * (the database away) keeps its messages and removals and is tried again, backing off: an acknowledged
 * publish is never dropped for a database outage. `flush` writes everything (on stop, so a restart loses
 * nothing); a crash loses at most the last `delayMs`.
 */
export function createMessageJournal(
  store: RelayStore,
  {
    delayMs,
    now,
    onError,
    onRecovered = () => {},
  }: {
    delayMs: number
    now: () => number
    onError: (error: unknown) => void
    onRecovered?: () => void
  },
) {
  const toSave = new Map<string, { message: RelayMessage; due: number }>()
  const toRemove = new Map<string, { topic: string; id: string }>()
  let timer: NodeJS.Timeout | undefined
  let writing = Promise.resolve()
  let failures = 0

  const key = (topic: string, id: string) => `${topic}:${id}`
  const write = async (everything: boolean) => {
    timer = undefined
    const at = now()
    const saving: RelayMessage[] = []
    for (const [name, { message, due }] of toSave)
      if (everything || due <= at) {
        saving.push(message)
        toSave.delete(name)
      }
    const removing = [...toRemove.values()]
    toRemove.clear()
    let failed: unknown
    try {
      await store.save(saving)
    } catch (error) {
      failed = error
      // Kept for the next try, unless acknowledged meanwhile (never written: nothing to remove either).
      for (const message of saving) {
        const name = key(message.topic, message.id)
        if (toRemove.has(name)) toRemove.delete(name)
        else if (!toSave.has(name)) toSave.set(name, { message, due: at })
      }
    }
    try {
      await store.remove(removing)
    } catch (error) {
      failed ??= error
      for (const removal of removing) toRemove.set(key(removal.topic, removal.id), removal)
    }
    if (failed === undefined) {
      if (failures > 0) onRecovered()
      failures = 0
    } else {
      if (failures === 0) onError(failed)
      failures++
    }
    if (toSave.size > 0 || toRemove.size > 0) schedule()
  }
  function schedule() {
    const wait = failures > 0 ? Math.min(delayMs * 2 ** failures, MAX_RETRY_MS) : delayMs
    timer ??= setTimeout(() => {
      writing = writing.then(() => write(false))
    }, wait)
  }
  return {
    save(message: RelayMessage) {
      toSave.set(key(message.topic, message.id), { message, due: now() + delayMs })
      schedule()
    },
    remove(topic: string, id: string) {
      // Never written yet: forgetting it is enough.
      if (toSave.delete(key(topic, id))) return
      toRemove.set(key(topic, id), { topic, id })
      schedule()
    },
    /** Whether writes fail now (the database away), for /health. */
    failing: () => failures > 0,
    /** Messages and removals not yet written. */
    pending: () => toSave.size + toRemove.size,
    /** Writes everything now (on stop): what fails then is lost with the process. */
    async flush() {
      clearTimeout(timer)
      writing = writing.then(() => write(true))
      await writing
      clearTimeout(timer)
      timer = undefined
    },
  }
}
