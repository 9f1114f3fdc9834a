import { createKeyPairFromPrivateKeyBytes, getAddressFromPublicKey } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { solanaTestKey } from './solanaTestKeys'

describe('solanaTestKey', () => {
  it("derives the address Phantom shows for the test mnemonic (m/44'/501'/0'/0')", () => {
    // The published first Solana account of "test test … junk" in Phantom, Solflare and Backpack.
    expect(solanaTestKey(0).address).toBe('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
  })

  it('gives the address @solana/kit derives from the same private key', async () => {
    const key = solanaTestKey(3)
    const pair = await createKeyPairFromPrivateKeyBytes(key.privateKey)
    expect(await getAddressFromPublicKey(pair.publicKey)).toBe(key.address)
  })

  it('gives ten distinct keys and refuses others', () => {
    const addresses = new Set(
      Array.from({ length: 10 }, (_, index) => solanaTestKey(index).address),
    )
    expect(addresses.size).toBe(10)
    expect(() => solanaTestKey(10)).toThrow('There are ten Solana test keys (0–9), not #10')
  })
})
