import type { RelayMessage } from './RelayMessage'
import type { RelayStore } from './store'

/**
 * Write-behind of the waiting messages to the database: a message acknowledged within `delayMs` of its
 * publishing (the usual case: the other side is online) never touches it; the older ones are written in one
 * batch. PGlite runs on the event loop, so writing every message would stall every socket. `flush` writes
 * everything (on stop, so a restart loses nothing); a crash loses at most the last `delayMs`.
 */
export function createMessageJournal(
  store: RelayStore,
  {
    delayMs,
    now,
    onError,
  }: { delayMs: number; now: () => number; onError: (error: unknown) => void },
) {
  const toSave = new Map<string, { message: RelayMessage; due: number }>()
  const toRemove = new Map<string, { topic: string; id: string }>()
  let timer: NodeJS.Timeout | undefined
  let writing = Promise.resolve()

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
    try {
      await store.save(saving)
      await store.remove(removing)
    } catch (error) {
      onError(error)
    }
    if (toSave.size > 0) schedule()
  }
  function schedule() {
    timer ??= setTimeout(() => {
      writing = writing.then(() => write(false))
    }, delayMs)
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
    async flush() {
      clearTimeout(timer)
      writing = writing.then(() => write(true))
      await writing
    },
  }
}
