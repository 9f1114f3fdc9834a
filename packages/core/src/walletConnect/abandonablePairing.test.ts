import { describe, expect, it } from 'vitest'
import { abandonablePairing, PairingAbandonedError, type PairingClient } from './abandonablePairing'

const topic = 'a'.repeat(64)
const uri = `wc:${topic}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`

/** The client's pairings as deleting them leaves them. */
function client() {
  const deleted: string[] = []
  const pairingClient: PairingClient = {
    client: {
      core: {
        pairing: {
          async disconnect({ topic }) {
            deleted.push(topic)
          },
        },
      },
    },
  }
  return { pairingClient, deleted }
}

describe('abandonablePairing', () => {
  it('walks away from a connect under way: it ends, and its pairing is deleted at the client', async () => {
    const pairing = abandonablePairing()
    const { pairingClient, deleted } = client()
    const connecting = pairing.connect(pairingClient, () => new Promise<never>(() => {}))
    pairing.noteUri(uri)
    await pairing.abandon()
    await expect(connecting).rejects.toBeInstanceOf(PairingAbandonedError)
    expect(deleted).toEqual([topic])
  })

  it('leaves a connect that a wallet approved, and its pairing, alone', async () => {
    const pairing = abandonablePairing()
    const { pairingClient, deleted } = client()
    const connecting = pairing.connect(pairingClient, async () => 'session')
    pairing.noteUri(uri)
    expect(await connecting).toBe('session')
    await pairing.abandon()
    expect(deleted).toEqual([])
  })

  it('passes a wallet’s refusal through as it is', async () => {
    const pairing = abandonablePairing()
    const refusal = new Error('User rejected the session.')
    await expect(
      pairing.connect(client().pairingClient, () => Promise.reject(refusal)),
    ).rejects.toBe(refusal)
  })
})
