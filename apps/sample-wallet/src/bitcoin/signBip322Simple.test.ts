import { bitcoinTestKey } from '@latch/devstack/bitcoinTestKeys'
import { base64 } from '@scure/base'
import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { signBip322Simple } from './signBip322Simple'

const key = bitcoinTestKey(1)
const message = 'localhost wants you to sign in with your Bitcoin account'
const encoded = new TextEncoder().encode(message)

describe('signBip322Simple', () => {
  it('signs with the P2WPKH payment key as bip322-js verifies it', () => {
    const signature = signBip322Simple(encoded, key.payment)
    expect(Verifier.verifySignature(key.payment.address, message, base64.encode(signature))).toBe(
      true,
    )
    expect(
      Verifier.verifySignature(key.payment.address, `${message}!`, base64.encode(signature)),
    ).toBe(false)
  })

  it('signs with the P2TR ordinal key (BIP-86 key path) as bip322-js verifies it', () => {
    const signature = signBip322Simple(encoded, {
      ...key.ordinal,
      tapInternalKey: key.ordinal.publicKey.slice(1),
    })
    expect(Verifier.verifySignature(key.ordinal.address, message, base64.encode(signature))).toBe(
      true,
    )
  })

  it('is not a valid signature for another address', () => {
    const signature = signBip322Simple(encoded, key.payment)
    const other = bitcoinTestKey(2).payment.address
    expect(Verifier.verifySignature(other, message, base64.encode(signature))).toBe(false)
  })
})
