import { loadedCapability } from '../connection/capability'
import { descriptorOf } from '../connection/descriptorOf'
import { getAccount } from '../connection/getAccount'
import { NAMES_CACHE_MS } from '../constants'
import type { Latch } from '../createLatch'
import { perInstance } from '../instance/perInstance'
import { getNetwork } from '../network/getNetwork'
import { type Scheduler, timeoutScheduler } from '../timing/scheduler'
import { canSendToNames } from './canSendToNames'
import type { NameResolution } from './NameResolution'
import { validateRecipient } from './validateRecipient'

/** How long typing must pause before a name is looked up (as the swap quote). */
export const NAME_RESOLVE_DEBOUNCE_MS = 300

type Answer = { address: string | null } | { invalid: true }

const resolving = perInstance((_latch: Latch) => ({
  sequence: 0,
  cancel: undefined as (() => void) | undefined,
  /** Answers per network and name, kept NAMES_CACHE_MS (behaviour.md §9: names 5 min); failures are not kept. */
  answers: new Map<string, { answer: Answer; at: number }>(),
}))

/**
 * WalletSend's recipient, when it reads as a name on a network with a registry: looks it up `debounceMs` after
 * the last call (typing paused) through the namespace's names capability and records it in `send.name` (resolving,
 * then resolved, notFound, invalid or error). Only the newest call's answer is kept: one for a name typed since
 * is dropped. An answer of the last 5 minutes for the same network and name is used without asking. Anything
 * else in the field (an address, nothing, a network without names) clears `send.name`.
 */
export function resolveRecipientName(
  latch: Latch,
  options: { debounceMs?: number; schedule?: Scheduler; now?: () => number } = {},
): Promise<void> {
  const state = resolving(latch)
  state.cancel?.()
  state.cancel = undefined
  const sequence = ++state.sequence
  const set = (name: NameResolution | undefined) => {
    if (latch.getState().send.name !== name)
      latch.store.setState({ send: { ...latch.getState().send, name } })
  }
  const account = getAccount(latch)
  const network = account.caipNetworkId ? getNetwork(latch, account.caipNetworkId) : undefined
  const input = latch.getState().send.form.to
  const name = input.trim()
  const looksLikeName =
    network !== undefined &&
    (() => {
      const check = validateRecipient({
        input,
        descriptor: descriptorOf(latch, network.chainNamespace),
        caipNetworkId: network.caipNetworkId,
      })
      return check.status === 'invalid' && check.looksLikeName
    })()
  const names = network && loadedCapability(latch, network.chainNamespace, 'names')
  if (!network || !looksLikeName || !names || !canSendToNames(latch, network)) {
    set(undefined)
    return Promise.resolve()
  }
  const on = network
  const resolver = names
  const { caipNetworkId } = on
  const now = options.now ?? Date.now
  const key = `${caipNetworkId} ${name}`
  const record = (answer: Answer) =>
    set(
      'invalid' in answer
        ? { name, caipNetworkId, status: 'invalid' }
        : answer.address === null
          ? { name, caipNetworkId, status: 'notFound' }
          : { name, caipNetworkId, status: 'resolved', address: answer.address },
    )
  const cached = state.answers.get(key)
  if (cached && now() - cached.at < NAMES_CACHE_MS) {
    record(cached.answer)
    return Promise.resolve()
  }
  set({ name, caipNetworkId, status: 'resolving' })
  async function ask() {
    let answer: Answer
    try {
      answer = { address: await resolver.resolveName({ name, network: on }) }
    } catch (error) {
      if (sequence !== state.sequence) return
      if ((error as { reason?: unknown } | undefined)?.reason !== 'invalidName') {
        console.warn(`Latch: ${name} could not be resolved`, error)
        set({ name, caipNetworkId, status: 'error' })
        return
      }
      answer = { invalid: true }
    }
    state.answers.set(key, { answer, at: now() })
    if (sequence === state.sequence) record(answer)
  }
  const delay = options.debounceMs ?? NAME_RESOLVE_DEBOUNCE_MS
  return new Promise<void>((resolve) => {
    const run = () => {
      state.cancel = undefined
      void ask().finally(resolve)
    }
    if (delay <= 0) return run()
    // A newer call cancels this one's wait: it settles without asking.
    const cancelWait = (options.schedule ?? timeoutScheduler)(run, delay)
    state.cancel = () => {
      cancelWait()
      resolve()
    }
  })
}
