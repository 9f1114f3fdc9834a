import { describe, expect, it } from 'vitest'
import { createMessageJournal } from './messageJournal'
import { type RelayMessage, relayMessage } from './RelayMessage'
import type { RelayStore } from './store'

const topic = 'b'.repeat(64)
const message = (text: string): RelayMessage =>
  relayMessage({ topic, message: text, tag: 0, ttl: 60, publisher: 'did:key:z6Mkp', origin: '' }, 0)
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms))

function recordingStore() {
  const calls: string[] = []
  const store = {
    save: async (messages: readonly RelayMessage[]) =>
      void (messages.length && calls.push(`save ${messages.map((m) => m.message).join(',')}`)),
    remove: async (keys: ReadonlyArray<{ id: string }>) =>
      void (keys.length && calls.push(`remove ${keys.length}`)),
  } as unknown as RelayStore
  return { calls, store }
}

describe('message journal', () => {
  it('writes only what waits longer than the delay; one acknowledged sooner never reaches the store', async () => {
    const { calls, store } = recordingStore()
    let clock = 0
    const journal = createMessageJournal(store, {
      delayMs: 20,
      now: () => clock,
      onError: () => {},
    })
    journal.save(message('acknowledged'))
    journal.save(message('waiting'))
    journal.remove(topic, message('acknowledged').id)
    clock = 10
    journal.save(message('young'))
    clock = 20
    await settle(40)
    expect(calls).toEqual(['save waiting'])
    clock = 30
    await settle(40)
    expect(calls).toEqual(['save waiting', 'save young'])
    journal.remove(topic, message('waiting').id)
    await journal.flush()
    expect(calls.at(-1)).toBe('remove 1')
  })

  it('writes everything on flush', async () => {
    const { calls, store } = recordingStore()
    const journal = createMessageJournal(store, {
      delayMs: 60_000,
      now: () => 0,
      onError: () => {},
    })
    journal.save(message('one'))
    await journal.flush()
    expect(calls).toEqual(['save one'])
  })
})
