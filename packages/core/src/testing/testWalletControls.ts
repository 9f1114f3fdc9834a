import type { StandardEventsChangeProperties } from '@wallet-standard/features'

/** What a visitor's rejection looks like from a wallet (Phantom's shape): an Error with code 4001. */
export class TestWalletRejection extends Error {
  readonly code = 4001
  constructor() {
    super('User rejected the request.')
  }
}

/** The switches a test turns on a test wallet, and what it reads back. */
export type TestWalletSwitches = {
  /** Whether it has authorized the app (connect asked and approved). */
  authorized: boolean
  /** Every request that needs the visitor (connect, signatures, sends) is rejected while set. */
  rejectRequests: boolean
  /** The requests it answered or refused, by feature, in order. */
  readonly requests: string[]
}

/**
 * The visitor's side of a Wallet Standard test wallet (Solana's, Bitcoin's): its switches, the requests it was
 * asked, and its `standard:events`. A test wallet is built on this object, so the switches a test sets are the
 * ones its features read.
 */
export function testWalletControls(authorized: boolean) {
  const listeners = new Set<(properties: StandardEventsChangeProperties) => void>()
  const controls = {
    authorized,
    rejectRequests: false,
    requests: [] as string[],
    /** Records a request the visitor answers; the visitor rejects it while `rejectRequests` is set. */
    ask(feature: string) {
      controls.requests.push(feature)
      if (controls.rejectRequests) throw new TestWalletRejection()
    },
    /** The wallet's `change` event. */
    emit(properties: StandardEventsChangeProperties) {
      for (const listener of [...listeners]) listener(properties)
    },
    events: {
      version: '1.0.0',
      on(event: string, listener: (properties: StandardEventsChangeProperties) => void) {
        if (event !== 'change') return () => {}
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
  }
  return controls
}
