import { describe, expect, it } from 'vitest'
import { connect } from '../connection/connect'
import { getAccount } from '../connection/getAccount'
import { createLatch } from '../createLatch'
import { checkSendForm } from '../send/checkSendForm'
import { sendAsset } from '../send/sendAsset'
import { sendFeature } from '../send/sendFeature'
import type { SiwxConfig, SiwxSession } from '../siwx/SiwxConfig'
import { signIn } from '../siwx/signIn'
import { siwxFeature } from '../siwx/siwxFeature'
import { siwxMessageText } from '../siwx/siwxMessageText'
import { createTestAdapter } from './createTestAdapter'
import { memoryStorage } from './memoryStorage'
import { testNamespace, testNamespaceNetwork } from './testNamespace'

const address = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'
const recipient = 'cosmos1pqzxzxzxzxzxzxzxzxzxzxzxzxzxzxzxzxzxzx'

/** An app's own SIWX back end whose message is the text core writes for the account's namespace. */
function appSiwx(latch: () => ReturnType<typeof createLatch>) {
  const sessions: SiwxSession[] = []
  const config: SiwxConfig = {
    getRequired: () => false,
    async createMessage({ accountAddress, chainId }) {
      const data = {
        accountAddress,
        chainId,
        domain: 'app.example',
        uri: 'https://app.example',
        version: '1' as const,
        nonce: 'nonce1',
      }
      const text = await siwxMessageText(latch(), data)
      return { ...data, toString: () => text }
    },
    async addSession(session) {
      sessions.push(session)
    },
    async revokeSession() {},
    async setSessions() {},
    getSessions: async () => sessions,
  }
  return { config, sessions }
}

describe('a third namespace, brought by its adapter alone', () => {
  async function connected() {
    const adapter = createTestAdapter({
      networks: [testNamespaceNetwork],
      descriptor: testNamespace,
      address,
    })
    const app = appSiwx(() => latch)
    const latch = createLatch({
      networks: [testNamespaceNetwork],
      adapters: [adapter],
      metadata: { name: 'Test', description: 'Test', url: 'http://localhost', icons: [] },
      storage: memoryStorage(),
      features: [siwxFeature(app.config), sendFeature],
    })
    latch.setup()
    await connect(latch, { connectorId: 'a' })
    return { latch, adapter, ...app }
  }

  it('connects', async () => {
    const { latch } = await connected()
    expect(getAccount(latch)).toMatchObject({
      isConnected: true,
      address,
      caipAddress: `cosmos:cosmoshub-4:${address}`,
    })
  })

  it('signs a SIWX message in CAIP-122 with the name its descriptor gives', async () => {
    const { latch, adapter, sessions } = await connected()
    expect(await signIn(latch)).toEqual({ status: 'success' })
    expect(adapter.signedMessages).toEqual([
      [
        'app.example wants you to sign in with your Cosmos account:',
        address,
        '',
        'URI: https://app.example',
        'Version: 1',
        'Chain ID: cosmoshub-4',
        'Nonce: nonce1',
      ].join('\n'),
    ])
    expect(sessions).toHaveLength(1)
    expect(latch.getState().siwx).toMatchObject({
      status: 'signedIn',
      lastSignedIn: 'cosmos:cosmoshub-4',
    })
  })

  it("checks a recipient by its descriptor and sends through the adapter's send capability", async () => {
    const { latch, adapter } = await connected()
    const token = { decimals: 6, balance: 10_000_000n, isNative: true }
    const form = (to: string) =>
      checkSendForm({ descriptor: testNamespace, from: address, token, to, amount: '1.5' })
    expect(form('0x90F79bf6EB2c4f870365E785982E1f101E93b906').problem).toBe('invalidRecipient')
    expect(form(address).recipient).toEqual({ status: 'valid', address, warnings: ['self'] })
    expect(form(recipient)).toEqual({
      recipient: { status: 'valid', address: recipient, warnings: [] },
      amount: 1_500_000n,
      problem: undefined,
    })
    const draft = {
      caipNetworkId: testNamespaceNetwork.caipNetworkId,
      token: { symbol: 'ATOM', name: 'Atom', decimals: 6 },
      to: recipient,
      amount: '1.5',
    }
    expect(await sendAsset(latch, draft)).toEqual({ status: 'success' })
    expect(adapter.sentAssets).toEqual([
      { network: testNamespaceNetwork, from: address, to: recipient, amount: 1_500_000n },
    ])
  })
})
