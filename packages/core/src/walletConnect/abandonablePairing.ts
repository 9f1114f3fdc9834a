/** What of the WalletConnect client (`@walletconnect/universal-provider`) walking away from a pairing needs. */
export type PairingClient = {
  client: { core: { pairing: { disconnect(parameters: { topic: string }): Promise<void> } } }
}

/** The error a walked-away-from pairing's connect ends with (nothing shows it: the modal that asked is closed). */
export class PairingAbandonedError extends Error {
  override name = 'PairingAbandonedError'
  constructor() {
    super('The visitor closed the pairing before a wallet approved it')
  }
}

/**
 * A pairing the visitor may walk away from (behaviour.md §2.3: closing the modal clears the connecting state).
 * The WalletConnect client's own abort is a no-op now, and its connect waits for a wallet for the pairing's
 * 5 minutes: `connect` races that wait against `abandon()`, which ends it and deletes the pairing at the client,
 * so a later scan of the closed QR code pairs with nothing.
 */
export function abandonablePairing() {
  let pending: { client: PairingClient; abandon(): void; topic?: string | undefined } | undefined

  return {
    /** The URI the client announced for the pairing under way (`display_uri`). */
    noteUri(uri: string) {
      if (pending) pending.topic = /^wc:([0-9a-f]{64})@/.exec(uri)?.[1]
    },
    /** Runs `client`'s connect (`run`) until a wallet answers, or until `abandon()`. */
    async connect<T>(client: PairingClient, run: () => Promise<T>): Promise<T> {
      let abandon = () => {}
      const abandoned = new Promise<never>((_, reject) => {
        abandon = () => reject(new PairingAbandonedError())
      })
      const attempt = { client, abandon }
      pending = attempt
      try {
        return await Promise.race([run(), abandoned])
      } finally {
        if (pending === attempt) pending = undefined
      }
    },
    /** Ends the connect under way, if any, and deletes its pairing. Nothing under way: nothing happens. */
    async abandon() {
      const attempt = pending
      if (!attempt) return
      pending = undefined
      attempt.abandon()
      if (attempt.topic)
        await attempt.client.client.core.pairing.disconnect({ topic: attempt.topic }).catch(() => {
          // Already gone (expired, or the relay dropped it): nothing left to delete.
        })
    },
  }
}

export type AbandonablePairing = ReturnType<typeof abandonablePairing>
