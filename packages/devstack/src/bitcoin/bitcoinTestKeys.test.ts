import { p2tr, p2wpkh } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bitcoinMinerAccount, bitcoinRegtestNetwork, bitcoinTestKey } from './bitcoinTestKeys'

describe('bitcoinTestKey', () => {
  it('derives the regtest addresses other tools publish for the test mnemonic', () => {
    // midl's regtest tooling, for "test test … junk": payment m/84'/1'/0'/0/0, ordinals m/86'/1'/0'/0/0.
    expect(bitcoinTestKey(0).payment.address).toBe('bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw')
    expect(bitcoinTestKey(0).ordinal.address).toBe(
      'bcrt1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv',
    )
  })

  it("gives each account the script and address of its own key, on BIP-84's and BIP-86's paths", () => {
    const { payment, ordinal } = bitcoinTestKey(4)
    expect(payment.path).toBe("m/84'/1'/0'/0/4")
    expect(ordinal.path).toBe("m/86'/1'/0'/0/4")
    expect(p2wpkh(payment.publicKey, bitcoinRegtestNetwork).address).toBe(payment.address)
    expect(p2tr(ordinal.publicKey.subarray(1), undefined, bitcoinRegtestNetwork).script).toEqual(
      ordinal.script,
    )
    expect(payment.address).toMatch(/^bcrt1q/)
    expect(ordinal.address).toMatch(/^bcrt1p/)
  })

  it('gives ten distinct keys, none of them the miner, and refuses others', () => {
    const addresses = new Set(
      Array.from({ length: 10 }, (_, index) => bitcoinTestKey(index).payment.address),
    )
    expect(addresses.size).toBe(10)
    expect(addresses.has(bitcoinMinerAccount().address)).toBe(false)
    expect(() => bitcoinTestKey(10)).toThrow('There are ten Bitcoin test keys (0–9), not #10')
  })
})
