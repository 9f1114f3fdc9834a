import type { RelayMessage } from './RelayMessage'
import type { RelayStore } from './store'

/**
 * Write-behind of the waiting messages to the database: a message acknowledged within `delayMs` (the usual
 * case: the other side is online) never touches it; the rest are written in one batch. PGlite runs on the
 * event loop, so writing every message would stall every socket. `flush` on stop, so a restart loses nothing;
 * a crash loses at most the last `delayMs`.
 */
export function createMessageJournal(
  store: RelayStore,
  { delayMs, onError }: { delayMs: number; onError: (error: unknown) => void },
) {
  const toSave = new Map<string, RelayMessage>()
  const toRemove = new Map<string, { topic: string; id: string }>()
  let timer: NodeJS.Timeout | undefined
  let writing = Promise.resolve()

  const key = (topic: string, id: string) => `${topic}:${id}`
  const write = async () => {
    timer = undefined
    const saving = [...toSave.values()]
    const removing = [...toRemove.values()]
    toSave.clear()
    toRemove.clear()
    try {
      await store.save(saving)
      await store.remove(removing)
    } catch (error) {
      onError(error)
    }
  }
  const schedule = () => {
    timer ??= setTimeout(() => {
      writing = writing.then(write)
    }, delayMs)
  }
  return {
    save(message: RelayMessage) {
      toSave.set(key(message.topic, message.id), message)
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
      writing = writing.then(write)
      await writing
    },
  }
}

export type MessageJournal = ReturnType<typeof createMessageJournal>
