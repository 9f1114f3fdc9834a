// @vitest-environment happy-dom
import type { EmbeddedWalletPort } from '@latch/core'
import { solanaTestKey } from '@latch/devstack/solanaTestKeys'
import {
  address,
  createKeyPairFromPrivateKeyBytes,
  getBase58Decoder,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  signBytes,
  verifySignature,
} from '@solana/kit'
import { afterEach, describe, expect, it } from 'vitest'
import { solanaDevnet, solanaLocal } from '../networks/solanaNetworks'
import { solanaAdapter } from '../solanaAdapter'
import { solanaEmbeddedWallet } from './index'

const key = solanaTestKey(2)
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

type Call = { name: string; parameters?: unknown }

/**
 * The port as the secure site answers it: a session (or none), the user's Solana account and ed25519 signatures
 * made with a real key; `reject` answers the approval screen's "Reject".
 */
function securePort(options: { signedIn?: boolean; reject?: boolean } = {}) {
  const calls: Call[] = []
  const keyPair = createKeyPairFromPrivateKeyBytes(key.privateKey)
  const port: EmbeddedWalletPort = {
    connectorId: 'embedded',
    async getUser(parameters) {
      calls.push({ name: 'getUser', parameters })
      return { address: key.address, chainId: parameters.chainId ?? 1 }
    },
    async isConnected() {
      calls.push({ name: 'isConnected' })
      return options.signedIn ?? true
    },
    async request(parameters) {
      calls.push({ name: 'request', parameters })
      if (options.reject)
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      if (parameters.method !== 'solana_signMessage') throw new Error('Action not allowed')
      const { message } = parameters.params as { message: string }
      const signature = await signBytes(
        (await keyPair).privateKey,
        getBase58Encoder().encode(message),
      )
      return { signature: getBase58Decoder().decode(signature) }
    },
    async switchNetwork(chainId) {
      calls.push({ name: 'switchNetwork', parameters: chainId })
    },
    // The secure site says nothing unasked in these tests.
    onUserUpdate: () => () => {},
    async signOut(parameters) {
      calls.push({ name: 'signOut', parameters })
    },
  }
  return { port, calls }
}

async function startAdapter(port: EmbeddedWalletPort) {
  const adapter = solanaAdapter({
    networks: [solanaLocal, solanaDevnet],
    capabilities: [solanaEmbeddedWallet],
  })
  cleanups.push(adapter.setup())
  await (await adapter.capabilities?.embeddedWallet?.())?.enable(Promise.resolve(port))
  return adapter
}

describe('the embedded wallet on Solana', () => {
  it("is listed under the EVM side's name with an id of its own, as an AUTH connector", async () => {
    const adapter = await startAdapter(securePort().port)
    expect(adapter.getConnectors()).toContainEqual({
      id: 'embedded:solana',
      type: 'AUTH',
      name: 'Email & Socials',
      icon: expect.stringMatching(/^data:image\/svg\+xml,/),
      namespace: 'solana',
    })
  })

  it("connects the user's Solana account on the network the app asked for", async () => {
    const { port, calls } = securePort()
    const adapter = await startAdapter(port)
    await adapter.connect({ connectorId: 'embedded:solana', network: solanaDevnet })
    expect(adapter.getConnection()).toEqual({
      status: 'connected',
      address: key.address,
      caipNetworkId: solanaDevnet.caipNetworkId,
      connectorId: 'embedded:solana',
    })
    expect(calls).toContainEqual({
      name: 'getUser',
      parameters: { chainId: solanaDevnet.caipNetworkId },
    })
  })

  it("signs a message through the secure site's solana_signMessage; the signature verifies with kit", async () => {
    const { port, calls } = securePort()
    const adapter = await startAdapter(port)
    await adapter.connect({ connectorId: 'embedded:solana' })
    const message = 'Hello from Latch\nNonce: 42'
    const signature = await adapter.signMessage({ message, address: key.address })
    const publicKey = await getPublicKeyFromAddress(address(key.address))
    const bytes = getBase58Encoder().encode(signature) as SignatureBytes
    expect(await verifySignature(publicKey, bytes, new TextEncoder().encode(message))).toBe(true)
    expect(calls.find((call) => call.name === 'request')?.parameters).toEqual({
      method: 'solana_signMessage',
      params: {
        message: getBase58Decoder().decode(new TextEncoder().encode(message)),
        pubkey: key.address,
      },
      chainId: solanaLocal.caipNetworkId,
    })
  })

  it('passes the approval screen\'s "Reject" on as a rejection (4001)', async () => {
    const adapter = await startAdapter(securePort({ reject: true }).port)
    await adapter.connect({ connectorId: 'embedded:solana' })
    await expect(
      adapter.signMessage({ message: 'hi', address: key.address }),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  it('reconnects a saved login only while the secure site holds its session, asking nothing', async () => {
    const gone = securePort({ signedIn: false })
    const signedOut = await startAdapter(gone.port)
    expect(await signedOut.reconnect(['embedded:solana'])).toBe(false)
    expect(gone.calls.map((call) => call.name)).toEqual(['isConnected'])

    const kept = securePort({ signedIn: true })
    const adapter = await startAdapter(kept.port)
    expect(await adapter.reconnect(['embedded:solana'])).toBe(true)
    expect(adapter.getConnection().address).toBe(key.address)
  })

  it('on disconnect lets go of the session for Solana only (the port keeps it while EVM holds it)', async () => {
    const { port, calls } = securePort()
    const adapter = await startAdapter(port)
    await adapter.connect({ connectorId: 'embedded:solana' })
    await adapter.disconnect()
    expect(adapter.getConnection()).toEqual({ status: 'disconnected' })
    expect(calls.at(-1)).toEqual({ name: 'signOut', parameters: { namespace: 'solana' } })
  })
})
