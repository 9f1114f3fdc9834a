import { describe, expect, it, vi } from 'vitest'
import { connect } from '../connection/connect'
import { NAMES_CACHE_MS } from '../constants'
import type { TestNames } from '../testing/createTestAdapter'
import { createTestLatch } from '../testing/createTestLatch'
import type { Scheduler } from '../timing/scheduler'
import { loadSendCapabilities } from './loadSendCapabilities'
import { NAME_RESOLVE_DEBOUNCE_MS } from './resolveRecipientName'
import { updateSendRecipient } from './updateSendRecipient'

const account3 = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const account4 = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

function manualClock() {
  const timers: Array<{ run: () => void; at: number; cancelled: boolean }> = []
  let time = 0
  const schedule: Scheduler = (run, ms) => {
    const timer = { run, at: time + ms, cancelled: false }
    timers.push(timer)
    return () => {
      timer.cancelled = true
    }
  }
  async function advance(ms: number) {
    time += ms
    for (const timer of timers.splice(0))
      if (!timer.cancelled && timer.at <= time) timer.run()
      else if (!timer.cancelled) timers.push(timer)
    for (let i = 0; i < 20; i++) await Promise.resolve()
  }
  return { schedule, advance, now: () => time }
}

async function connected(names: TestNames | null = { addresses: { 'ada.eth': account3 } }) {
  const test = createTestLatch({ adapter: { names: names ?? undefined } })
  test.latch.setup()
  await connect(test.latch, { connectorId: 'a' })
  // As the send view does when it opens.
  await loadSendCapabilities(test.latch, test.adapter.namespace)
  const clock = manualClock()
  /** Types into the recipient field, as WalletSend does on each change. */
  const type = (to: string) =>
    updateSendRecipient(test.latch, to, { schedule: clock.schedule, now: clock.now })
  const name = () => test.latch.getState().send.name
  return { ...test, clock, type, name }
}

describe('resolveRecipientName, as WalletSend calls it (updateSendRecipient)', () => {
  it('looks a name up once typing has paused 300 ms, then records its address', async () => {
    const { adapter, clock, type, name } = await connected()
    void type('ada.et')
    const done = type('ada.eth')
    expect(name()).toEqual({ name: 'ada.eth', caipNetworkId: 'eip155:31337', status: 'resolving' })
    await clock.advance(NAME_RESOLVE_DEBOUNCE_MS - 1)
    expect(adapter.nameLookups).toEqual([])
    await clock.advance(1)
    await done
    // Only the last name typed was asked for.
    expect(adapter.nameLookups).toEqual([{ name: 'ada.eth', caipNetworkId: 'eip155:31337' }])
    expect(name()).toEqual({
      name: 'ada.eth',
      caipNetworkId: 'eip155:31337',
      status: 'resolved',
      address: account3,
    })
  })

  it('says when a name has no address, is no valid name, or the resolver did not answer', async () => {
    const { adapter, clock, type, name } = await connected({
      addresses: { 'ada.eth': account3 },
      // Cyrillic а then Latin da: mixed scripts, which do not normalise.
      invalid: ['аda.eth'],
    })
    const settle = async (to: string) => {
      const done = type(to)
      await clock.advance(NAME_RESOLVE_DEBOUNCE_MS)
      await done
      return name()?.status
    }
    expect(await settle('nobody.eth')).toBe('notFound')
    expect(await settle('аda.eth')).toBe('invalid')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    adapter.scriptNames({ unreachable: true })
    expect(await settle('bob.eth')).toBe('error')
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
    // A failure is not kept: once the node answers again, the same name is asked again.
    adapter.scriptNames({ unreachable: false, addresses: { 'bob.eth': account4 } })
    expect(await settle('bob.eth')).toBe('resolved')
    expect(name()?.address).toBe(account4)
    expect(adapter.nameLookups.map((lookup) => lookup.name)).toEqual([
      'nobody.eth',
      'аda.eth',
      'bob.eth',
      'bob.eth',
    ])
  })

  it('drops an answer that comes after a newer name was typed', async () => {
    const { adapter, clock, type, name } = await connected({
      addresses: { 'ada.eth': account3, 'bob.eth': account4 },
      hold: true,
    })
    const first = type('ada.eth')
    await clock.advance(NAME_RESOLVE_DEBOUNCE_MS)
    const second = type('bob.eth')
    await clock.advance(NAME_RESOLVE_DEBOUNCE_MS)
    expect(adapter.heldNameLookups).toHaveLength(2)
    // The newer lookup answers first, the older one after it: the older answer is dropped.
    adapter.heldNameLookups[1]?.()
    await second
    adapter.heldNameLookups[0]?.()
    await first
    expect(name()).toMatchObject({ name: 'bob.eth', status: 'resolved', address: account4 })
  })

  it('keeps answers 5 minutes per network and name', async () => {
    const { adapter, clock, type, name } = await connected()
    const settle = async (to: string) => {
      const done = type(to)
      await clock.advance(NAME_RESOLVE_DEBOUNCE_MS)
      await done
    }
    await settle('ada.eth')
    await settle('nobody.eth')
    // Back to ada.eth within 5 minutes: answered at once, without a lookup or a wait.
    await type('ada.eth')
    expect(name()).toMatchObject({ status: 'resolved', address: account3 })
    await type('nobody.eth')
    expect(name()).toMatchObject({ status: 'notFound' })
    expect(adapter.nameLookups).toHaveLength(2)
    // Past 5 minutes it is asked again.
    await clock.advance(NAMES_CACHE_MS)
    await settle('ada.eth')
    expect(adapter.nameLookups).toHaveLength(3)
    expect(name()).toMatchObject({ status: 'resolved', address: account3 })
  })

  it('asks again on another network, which has its own answer', async () => {
    const { latch, adapter, clock, type, name } = await connected({
      addresses: { 'ada.eth': account3 },
    })
    const settle = async (to: string) => {
      const done = type(to)
      await clock.advance(NAME_RESOLVE_DEBOUNCE_MS)
      await done
    }
    await settle('ada.eth')
    // Another network starts the form over; the name typed there is looked up there.
    adapter.set({ ...adapter.getConnection(), caipNetworkId: 'eip155:31338' })
    expect(latch.getState().send.form.to).toBe('')
    const done = type('ada.eth')
    expect(name()).toMatchObject({ caipNetworkId: 'eip155:31338', status: 'resolving' })
    await clock.advance(NAME_RESOLVE_DEBOUNCE_MS)
    await done
    expect(adapter.nameLookups).toEqual([
      { name: 'ada.eth', caipNetworkId: 'eip155:31337' },
      { name: 'ada.eth', caipNetworkId: 'eip155:31338' },
    ])
    expect(name()).toMatchObject({ caipNetworkId: 'eip155:31338', status: 'resolved' })
  })

  it('clears the resolution for an address, an empty field, or a network without a registry', async () => {
    const { adapter, clock, type, name } = await connected({
      addresses: { 'ada.eth': account3 },
      networks: ['eip155:31337'],
    })
    const done = type('ada.eth')
    await clock.advance(NAME_RESOLVE_DEBOUNCE_MS)
    await done
    expect(name()?.status).toBe('resolved')
    await type(account3)
    expect(name()).toBeUndefined()
    await type('ada.eth')
    expect(name()?.status).toBe('resolved')
    await type('')
    expect(name()).toBeUndefined()
    adapter.set({ ...adapter.getConnection(), caipNetworkId: 'eip155:31338' })
    await type('ada.eth')
    await clock.advance(NAME_RESOLVE_DEBOUNCE_MS)
    expect(name()).toBeUndefined()
    expect(adapter.nameLookups).toHaveLength(1)
  })

  it('asks nothing of an adapter without names', async () => {
    const { adapter, clock, type, name } = await connected(null)
    const done = type('ada.eth')
    await clock.advance(NAME_RESOLVE_DEBOUNCE_MS)
    await done
    expect(name()).toBeUndefined()
    expect(adapter.nameLookups).toEqual([])
  })

  it('forgets the resolution with the form when another account connects', async () => {
    const { latch, adapter, clock, type, name } = await connected()
    const done = type('ada.eth')
    await clock.advance(NAME_RESOLVE_DEBOUNCE_MS)
    await done
    expect(name()?.status).toBe('resolved')
    adapter.set({ ...adapter.getConnection(), address: account4 })
    expect(latch.getState().send.form.to).toBe('')
    expect(name()).toBeUndefined()
  })
})
