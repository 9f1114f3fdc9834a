import { bitcoinNamespace } from '@latch/bitcoin'
import { formatCaip122Message } from '@latch/core/siwx'
import { bitcoinRegtestNetwork, bitcoinTestKey } from '@latch/devstack/bitcoinTestKeys'
import { p2pk, p2pkh, p2wsh, WIF } from '@scure/btc-signer'
import { Signer } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { startTestApp, type TestApp } from '../../testing/startTestApp'
import { postgresDatabase } from '../../testing/testDatabases'
import { appOrigin, siwxRequests, testKek, type VerifyAnswer } from './testing/siwxTestKit'

// Sign-In With Bitcoin: the dev stack's regtest, which the test server serves from LATCH_CHAINS' default (no
// Esplora is needed: the signature is checked offline).
const network = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const mainnet = 'bip122:000000000019d6689c085ae165831e93'
const kek = testKek()

type Fields = Partial<Parameters<typeof formatCaip122Message>[0]>

/** A test key as a wallet signs: `privateKey` in WIF (bip322-js' input), the address of the kind asked for. */
function wallet(index: number, kind: 'payment' | 'ordinal' | 'legacy' = 'payment') {
  const account = bitcoinTestKey(index)[kind === 'ordinal' ? 'ordinal' : 'payment']
  const address =
    kind === 'legacy'
      ? (p2pkh(account.publicKey, bitcoinRegtestNetwork).address as string)
      : account.address
  const wif = WIF(bitcoinRegtestNetwork).encode(account.privateKey)
  return { address, sign: (text: string) => Signer.sign(wif, address, text) as string }
}
type Wallet = ReturnType<typeof wallet>

const siwbMessage = (fields: { accountAddress: string; nonce: string } & Fields) =>
  formatCaip122Message(
    {
      chainId: network,
      domain: 'localhost:5173',
      uri: appOrigin,
      version: '1',
      statement: 'Sign in to Latch demo',
      issuedAt: new Date().toISOString(),
      ...fields,
    },
    bitcoinNamespace.caip122Name,
  )

describe('Sign-In With Bitcoin', () => {
  let db: Database
  let t: TestApp
  let api: ReturnType<typeof siwxRequests>

  beforeAll(async () => {
    db = await postgresDatabase.create()
    t = await startTestApp(db, undefined, {
      config: (config) => ({
        ...config,
        keks: kek.keks,
        siwx: { ...config.siwx, noncesPerMinute: 10_000 },
      }),
    })
    await t.app.ready()
    api = siwxRequests((options) => t.app.inject(options))
  })
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  async function signIn(account: Wallet, fields: Fields = {}, signer: Wallet = account) {
    const { nonce } = await api.nonce()
    const message = siwbMessage({ accountAddress: account.address, nonce, ...fields })
    const signature = signer.sign(message)
    return { message, signature, response: await api.verify({ message, signature }) }
  }
  const reason = (response: { json(): unknown }) =>
    (response.json() as { reasons: Array<{ name: string; description: string }> }).reasons[0]

  it('signs in a P2WPKH and a P2TR account with BIP-322, and a P2PKH one with BIP-137', async () => {
    const legacy = wallet(2, 'legacy')
    for (const account of [wallet(1), wallet(1, 'ordinal'), legacy]) {
      const { message, signature, response } = await signIn(account)
      expect(response.statusCode, `${account.address}: ${response.body}`).toBe(200)
      // BIP-137 is a 65-byte compact signature; BIP-322 simple a witness stack.
      expect(Buffer.from(signature, 'base64').length === 65).toBe(account === legacy)
      const { session } = response.json() as VerifyAnswer
      expect(session).toMatchObject({
        accountAddress: account.address,
        chainId: network,
        caipAddress: `${network}:${account.address}`,
        message,
      })
    }
  })

  it('refuses another key’s signature, a wrong network, an unsupported address and garbage, never with a 5xx', async () => {
    // Key #2 signs a message that names key #1.
    const stranger = await signIn(wallet(1), {}, wallet(2))
    expect(stranger.response.statusCode).toBe(401)
    expect(reason(stranger.response)?.name).toBe('Invalid Signature')
    // A regtest address under mainnet's Chain ID, a mainnet address under regtest's: not the network's address.
    const mainnetAddress = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    for (const [fields, account] of [
      [{ chainId: mainnet }, wallet(1)],
      [{}, { ...wallet(1), address: mainnetAddress }],
    ] as const) {
      const { response } = await signIn(account, fields)
      expect(response.statusCode).toBe(400)
      expect(reason(response)).toEqual({
        name: 'Invalid Message',
        description: 'The message’s address is not one of its Chain ID’s network',
      })
    }
    // P2WSH: bip322-js cannot check its signatures, so the message is refused before any signature is looked at.
    const script = p2wsh(p2pk(bitcoinTestKey(3).payment.publicKey), bitcoinRegtestNetwork)
    const p2wshAccount = { ...wallet(3), address: script.address as string }
    const unsupported = await signIn(p2wshAccount, {}, wallet(3))
    expect(unsupported.response.statusCode).toBe(400)
    expect(reason(unsupported.response)?.description).toMatch(/P2WPKH, P2TR, P2SH-P2WPKH or P2PKH/)
    // Signatures that are no signature at all.
    const owner = wallet(4)
    for (const signature of [
      'not base64!',
      Buffer.alloc(65, 7).toString('base64'),
      Buffer.alloc(300, 1).toString('base64'),
      'AkcwRAIg',
      '=',
    ]) {
      const { nonce } = await api.nonce()
      const message = siwbMessage({ accountAddress: owner.address, nonce })
      const response = await api.verify({ message, signature })
      expect(response.statusCode, signature).toBe(401)
      expect(reason(response)?.name).toBe('Invalid Signature')
    }
  })
})
