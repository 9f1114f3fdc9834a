import { checkSendForm } from '@latch/core/send'
import {
  bitcoinTestKey,
  bitcoinRegtestNetwork as regtestNetwork,
} from '@latch/devstack/bitcoinTestKeys'
import { bech32 } from '@scure/base'
import { Address, NETWORK, p2pkh, p2sh, p2tr, p2wpkh, p2wsh, TEST_NETWORK } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import {
  bitcoinMainnet,
  bitcoinRegtest,
  bitcoinSignet,
  bitcoinTestnet4,
} from '../networks/bitcoinNetworks'
import {
  mainnetAddressFormat,
  regtestAddressFormat,
  testnetAddressFormat,
} from './bitcoinAddressFormat'
import { bitcoinNamespace, bitcoinNamespaceOf } from './bitcoinNamespace'
import { decodeBitcoinAddress } from './decodeBitcoinAddress'

const mainnetOnly = bitcoinNamespaceOf([bitcoinMainnet.caipNetworkId])
const regtestOnly = bitcoinNamespaceOf([bitcoinRegtest.caipNetworkId])
const valid = (address: string) => ({ status: 'valid', address })
const invalid = { status: 'invalid' }

describe('decodeBitcoinAddress on the BIPs’ test vectors', () => {
  // BIP-173 and BIP-350 "valid" vectors of the kinds Latch takes.
  it.each([
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'p2wpkh', mainnetAddressFormat],
    [
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
      'p2wsh',
      testnetAddressFormat,
    ],
    [
      'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
      'p2wsh',
      testnetAddressFormat,
    ],
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
      'p2tr',
      mainnetAddressFormat,
    ],
    [
      'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
      'p2tr',
      testnetAddressFormat,
    ],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'p2pkh', mainnetAddressFormat],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'p2sh', mainnetAddressFormat],
  ] as const)('%s is a %s', (address, type, format) => {
    expect(decodeBitcoinAddress(address, format)).toBe(type)
  })

  // BIP-350's invalid vectors, and BIP-173/350 valid ones of witness versions nothing spends yet.
  it.each([
    ['tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', 'an unknown HRP'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'v1 with a bech32 checksum'],
    ['tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf', 'v2 with a bech32 checksum'],
    [
      'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL',
      'v16 with a bech32 checksum',
    ],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'v0 with a bech32m checksum'],
    [
      'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47',
      'v0 with a bech32m checksum',
    ],
    [
      'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4',
      'a character outside bech32',
    ],
    ['BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', 'witness version 17'],
    ['bc1pw5dgrnzv', 'a 1-byte program'],
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
      'a 41-byte program',
    ],
    ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'a 16-byte v0 program'],
    ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', 'mixed case'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', 'padding of over 4 bits'],
    ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', 'non-zero padding'],
    ['bc1gmk9yu', 'no data'],
    [
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
      'v1 with a 40-byte program (valid, but no P2TR)',
    ],
    ['BC1SW50QGDZ25J', 'v16 (valid, but spent by nothing yet)'],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', 'a base58 checksum typo'],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'.toLowerCase(), 'base58 in another case'],
  ])('refuses %s (%s)', (address) => {
    for (const format of [mainnetAddressFormat, testnetAddressFormat, regtestAddressFormat])
      expect(decodeBitcoinAddress(address, format)).toBeUndefined()
  })

  it('reads every kind btc-signer writes, on mainnet, test networks and regtest, and refuses it on another', () => {
    const key = bitcoinTestKey(0).payment.publicKey
    const xOnly = bitcoinTestKey(0).ordinal.publicKey.slice(1)
    const networks = [
      [NETWORK, mainnetAddressFormat],
      [TEST_NETWORK, testnetAddressFormat],
      [regtestNetwork, regtestAddressFormat],
    ] as const
    for (const [network, format] of networks) {
      const addresses = {
        p2pkh: p2pkh(key, network).address,
        p2sh: p2sh(p2wpkh(key), network).address,
        p2wpkh: p2wpkh(key, network).address,
        p2wsh: p2wsh(p2pkh(key), network).address,
        p2tr: p2tr(xOnly, undefined, network).address,
      }
      for (const [type, address] of Object.entries(addresses)) {
        expect(decodeBitcoinAddress(address ?? '', format), address).toBe(type)
        // btc-signer reads it as the same network's address: the two implementations agree.
        expect(() => Address(network).decode(address ?? '')).not.toThrow()
      }
      const others = networks.filter(([, other]) => other.bech32 !== format.bech32)
      for (const [, other] of others)
        for (const address of [addresses.p2wpkh, addresses.p2tr])
          expect(decodeBitcoinAddress(address ?? '', other)).toBeUndefined()
    }
  })
})

describe('bitcoinNamespace', () => {
  const regtestPayment = bitcoinTestKey(0).payment.address
  const regtestOrdinal = bitcoinTestKey(0).ordinal.address

  it('is the bip122 namespace, Bitcoin in a CAIP-122 message', () => {
    expect(bitcoinNamespace).toMatchObject({ namespace: 'bip122', caip122Name: 'Bitcoin' })
  })

  it("takes the addresses of the adapter's networks and refuses a wrong network's", () => {
    expect(regtestPayment).toMatch(/^bcrt1q/)
    expect(regtestOrdinal).toMatch(/^bcrt1p/)
    expect(regtestOnly.checkAddress(regtestPayment)).toEqual(valid(regtestPayment))
    expect(regtestOnly.checkAddress(regtestOrdinal)).toEqual(valid(regtestOrdinal))
    expect(mainnetOnly.checkAddress(regtestPayment)).toEqual(invalid)
    const mainnet = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'
    expect(mainnetOnly.checkAddress(mainnet)).toEqual(valid(mainnet))
    expect(regtestOnly.checkAddress(mainnet)).toEqual(invalid)
    // A regtest bech32 address re-spelled for mainnet (same program, mainnet HRP) is mainnet's only.
    const words = bech32.decode(regtestPayment as `${string}1${string}`).words
    const respelled = bech32.encode('bc', words)
    expect(mainnetOnly.checkAddress(respelled)).toEqual(valid(respelled))
    expect(regtestOnly.checkAddress(respelled)).toEqual(invalid)
    // Testnet4 and signet spell alike; base58 test addresses are regtest's too (the same version bytes).
    const testnets = bitcoinNamespaceOf([
      bitcoinTestnet4.caipNetworkId,
      bitcoinSignet.caipNetworkId,
    ])
    const tb = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'
    expect(testnets.checkAddress(tb)).toEqual(valid(tb))
    expect(regtestOnly.checkAddress(tb)).toEqual(invalid)
    const base58Test = p2pkh(bitcoinTestKey(1).payment.publicKey, TEST_NETWORK).address ?? ''
    expect(testnets.checkAddress(base58Test)).toEqual(valid(base58Test))
    expect(regtestOnly.checkAddress(base58Test)).toEqual(valid(base58Test))
    expect(mainnetOnly.checkAddress(base58Test)).toEqual(invalid)
  })

  it("asked with a network, takes that network's addresses only", () => {
    const mainnet = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'
    const both = bitcoinNamespaceOf([bitcoinMainnet.caipNetworkId, bitcoinRegtest.caipNetworkId])
    expect(both.checkAddress(mainnet)).toEqual(valid(mainnet))
    expect(both.checkAddress(regtestPayment)).toEqual(valid(regtestPayment))
    expect(both.checkAddress(mainnet, bitcoinMainnet.caipNetworkId)).toEqual(valid(mainnet))
    expect(both.checkAddress(mainnet, bitcoinRegtest.caipNetworkId)).toEqual(invalid)
    expect(both.checkAddress(regtestPayment, bitcoinMainnet.caipNetworkId)).toEqual(invalid)
    // A network the app does not have takes nothing, though Latch knows how its addresses are spelled.
    const tb = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'
    expect(bitcoinNamespace.checkAddress(tb, bitcoinTestnet4.caipNetworkId)).toEqual(valid(tb))
    expect(both.checkAddress(tb, bitcoinTestnet4.caipNetworkId)).toEqual(invalid)
    // The send form says it in words: "That is not an address on <network>."
    expect(
      checkSendForm({
        descriptor: both,
        caipNetworkId: bitcoinRegtest.caipNetworkId,
        from: regtestPayment,
        token: { decimals: 8, balance: 100_000_000n, isNative: true },
        to: mainnet,
        amount: '0.01',
      }).problem,
    ).toBe('invalidRecipient')
  })

  it('keeps an address as typed, upper-case bech32 included, and refuses anything else', () => {
    const upper = 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4'
    expect(bitcoinNamespace.checkAddress(upper)).toEqual(valid(upper))
    for (const input of [
      '',
      ' ',
      'bitcoin',
      '0x0000000000000000000000000000000000000000',
      'x'.repeat(5000),
    ])
      expect(bitcoinNamespace.checkAddress(input)).toEqual(invalid)
  })

  it('compares bech32 addresses whatever their case, base58 ones exactly', () => {
    const upper = 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4'
    expect(bitcoinNamespace.addressKey(upper)).toBe(
      bitcoinNamespace.addressKey(upper.toLowerCase()),
    )
    expect(bitcoinNamespace.addressKey(regtestPayment.toUpperCase())).toBe(regtestPayment)
    const base58 = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'
    expect(bitcoinNamespace.addressKey(base58)).toBe(base58)
    expect(bitcoinNamespace.addressKey(base58.toLowerCase())).not.toBe(base58)
  })

  it('reads CAIP-2 bip122 ids and the Wallet Standard chain names, nothing else', () => {
    for (const network of [bitcoinMainnet, bitcoinTestnet4, bitcoinSignet, bitcoinRegtest])
      expect(bitcoinNamespace.parseChainId(network.caipNetworkId)).toBe(network.caipNetworkId)
    expect(bitcoinNamespace.parseChainId('bitcoin:mainnet')).toBe(bitcoinMainnet.caipNetworkId)
    expect(bitcoinNamespace.parseChainId('bitcoin:regtest')).toBe(bitcoinRegtest.caipNetworkId)
    expect(bitcoinNamespace.parseChainId('bitcoin:testnet4')).toBe(bitcoinTestnet4.caipNetworkId)
    expect(bitcoinNamespace.parseChainId('bitcoin:signet')).toBe(bitcoinSignet.caipNetworkId)
    for (const other of [
      1,
      '0x1',
      'eip155:1',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'bip122:000000000019D6689C085AE165831E93',
      'bip122:000000000019d6689c085ae165831e9',
      'bitcoin:nonsense',
    ])
      expect(bitcoinNamespace.parseChainId(other)).toBeUndefined()
  })
})
