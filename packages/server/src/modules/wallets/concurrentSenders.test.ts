import { testAccount } from '@latch/devstack/chain'
import { createPublicClient, createWalletClient, type Hex, http, parseEther } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainRegistry } from '../../platform/chains/createChainRegistry'
import { generateKek } from '../../platform/crypto/kekList'
import type { Database } from '../../platform/db/Database'
import { createMailer } from '../../platform/mail/createMailer'
import { createMemoryRateLimiter } from '../../platform/rateLimit/createMemoryRateLimiter'
import { useTestChain } from '../../testing/startTestApp'
import { testConfig } from '../../testing/testConfig'
import { createAuthService } from '../auth/service'
import { walletsService } from './service'
import { capturingLogger, keksOf, walletStorages } from './testing/walletStorages'

const testChain = useTestChain()
const keks = keksOf(generateKek('k1'))

// Two server instances on one database (PostgreSQL: two processes' connection pools; PGlite: one process's) send
// for the same user at once: every transaction takes its own nonce, none is lost.
describe.each(walletStorages)('senders sharing $name', (storage) => {
  let place: Awaited<ReturnType<(typeof walletStorages)[number]['create']>>
  let first: Database
  let second: Database

  beforeAll(async () => {
    place = await storage.create()
    first = await place.open()
    second = storage.name === 'PostgreSQL' ? await place.open() : first
  })
  afterAll(async () => {
    if (second !== first) await second?.close()
    await first?.close()
    await place?.remove()
  })

  it('take consecutive nonces', async () => {
    const config = { ...testConfig([]), keks }
    const chains = createChainRegistry([
      { caipNetworkId: 'eip155:31337', chainId: 31337, rpcUrl: testChain.chain.rpcUrl },
    ])
    const instance = (db: Database) =>
      walletsService({ db, config, chains, log: capturingLogger() })
    const [a, b] = [instance(first), instance(second)]
    const { user } = await createAuthService({
      db: first,
      config,
      mailer: createMailer(config.mail),
      rateLimiter: createMemoryRateLimiter(),
    }).signInWithIdentity({
      provider: 'test',
      subject: `senders-${storage.name}`,
      deviceId: 'device-of-the-senders',
      projectId: 'latch-demo',
    })
    const { address } = await a.accountFor(user.id)
    const chain = createPublicClient({ transport: http(testChain.chain.rpcUrl) })
    const funder = createWalletClient({
      account: testAccount(4),
      chain: { ...foundry, rpcUrls: { default: { http: [testChain.chain.rpcUrl] } } },
      transport: http(testChain.chain.rpcUrl),
    })
    await chain.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: address, value: parseEther('1') }),
      pollingInterval: 20,
    })
    const start = await chain.getTransactionCount({ address })

    const send = (service: typeof a, value: number) =>
      service.sign({
        userId: user.id,
        method: 'eth_sendTransaction',
        params: [{ to: testAccount(3).address, value: `0x${value.toString(16)}` }],
        chainId: 31337,
      }) as Promise<Hex>
    const hashes = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => send(n % 2 ? a : b, n)))
    const nonces = await Promise.all(
      hashes.map(async (hash) => {
        const receipt = await chain.waitForTransactionReceipt({ hash, pollingInterval: 20 })
        expect(receipt.status).toBe('success')
        return (await chain.getTransaction({ hash })).nonce
      }),
    )
    expect(nonces.sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5].map((n) => start + n))
  })
})
