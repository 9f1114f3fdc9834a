import type { AddressInfo } from 'node:net'
import type { Bundler, Chain } from '@latch/devstack/chain'
import { toSimpleSmartAccount } from 'permissionless/accounts'
import { concat, createPublicClient, type Hex, http, parseEther, slice } from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint07Address,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { startSmartAccountApp } from '../../testing/startSmartAccountApp'
import type { TestApp } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'
import { createPaymasterService } from './service'

const allowed = '0x000000000000000000000000000000000000dEaD'

/**
 * The server paymaster against the chain (docs/smart-accounts.md): its own anvil with EntryPoint v0.7, the
 * SimpleAccountFactory and a VerifyingPaymaster whose signer is the server's key, and Alto, reached by viem's
 * ERC-4337 clients over HTTP as any app would.
 */
describe.each(testDatabases)('the server paymaster on chain (Alto) on $name', ({ create }) => {
  let chain: Chain
  let bundler: Bundler
  let db: Database
  let t: TestApp
  let close: (() => Promise<void>) | undefined
  let paymasterUrl: string
  let verifyingPaymaster: Hex
  const client = () => createPublicClient({ chain: foundry, transport: http(chain.rpcUrl) })

  beforeAll(async () => {
    const stack = await startSmartAccountApp(create)
    ;({ chain, bundler, db, t, close } = stack)
    verifyingPaymaster = stack.paymaster
    await createPaymasterService({ db, config: t.config.paymaster }).store.savePolicy({
      projectId: 'latch-demo',
      enabled: true,
      projectDailyBudgetWei: parseEther('1'),
      userDailyBudgetWei: parseEther('0.5'),
      allowedTargets: [allowed],
    })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as AddressInfo
    paymasterUrl = `http://127.0.0.1:${port}/v1/paymaster?projectId=latch-demo`
  }, 90_000)
  afterAll(async () => {
    await close?.()
  })

  const newAccount = () =>
    toSimpleSmartAccount({
      client: client(),
      owner: privateKeyToAccount(generatePrivateKey()),
      entryPoint: { address: entryPoint07Address, version: '0.7' },
    })

  it('sponsors a first operation: mined, the account deployed and never paying, the record naming it', async () => {
    const account = await newAccount()
    const bundlerClient = createBundlerClient({
      account,
      client: client(),
      paymaster: createPaymasterClient({ transport: http(paymasterUrl) }),
      transport: http(bundler.url),
    })
    const hash = await bundlerClient.sendUserOperation({ calls: [{ to: allowed, value: 0n }] })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 100 })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster?.toLowerCase()).toBe(verifyingPaymaster.toLowerCase())
    expect(await account.isDeployed()).toBe(true)
    expect(await client().getBalance({ address: account.address })).toBe(0n)
    const record = await t.get(`/v1/paymaster/sponsorships/${account.address}?projectId=latch-demo`)
    expect(record.json().sponsorships).toEqual([
      expect.objectContaining({ chainId: 31337, userOpHash: hash }),
    ])

    // That operation's paymaster data again, on the account's next operation: refused on chain (AA34).
    const { userOperation: mined } = await bundlerClient.getUserOperation({ hash })
    const replay = createBundlerClient({
      account,
      client: client(),
      paymaster: {
        getPaymasterData: async () => ({
          paymaster: verifyingPaymaster,
          paymasterData: mined.paymasterData ?? '0x',
          paymasterVerificationGasLimit: mined.paymasterVerificationGasLimit,
          paymasterPostOpGasLimit: mined.paymasterPostOpGasLimit,
        }),
      },
      transport: http(bundler.url),
    })
    await expect(replay.sendUserOperation({ calls: [{ to: allowed, value: 0n }] })).rejects.toThrow(
      /AA34/,
    )
  }, 60_000)

  it("refuses an operation whose paymaster signature is forged: the server's data, signed by another key", async () => {
    const account = await newAccount()
    const server = createPaymasterClient({ transport: http(paymasterUrl) })
    const forger = privateKeyToAccount(generatePrivateKey())
    const bundlerClient = createBundlerClient({
      account,
      client: client(),
      paymaster: {
        getPaymasterStubData: (parameters) => server.getPaymasterStubData(parameters),
        getPaymasterData: async (parameters) => {
          const real = await server.getPaymasterData(parameters)
          const data = (real as { paymasterData: Hex }).paymasterData
          const forged = await forger.signMessage({ message: { raw: slice(data, 64) } })
          return { ...real, paymasterData: concat([slice(data, 0, 64), forged]) } as typeof real
        },
      },
      transport: http(bundler.url),
    })
    await expect(
      bundlerClient.sendUserOperation({ calls: [{ to: allowed, value: 0n }] }),
    ).rejects.toThrow(/AA34/)
    expect(await account.isDeployed()).toBe(false)
  }, 60_000)

  it('refuses, before the bundler, an operation calling outside the policy', async () => {
    const account = await newAccount()
    const bundlerClient = createBundlerClient({
      account,
      client: client(),
      paymaster: createPaymasterClient({ transport: http(paymasterUrl) }),
      transport: http(bundler.url),
    })
    await expect(
      bundlerClient.sendUserOperation({
        calls: [{ to: '0x000000000000000000000000000000000000bEEF', value: 0n }],
      }),
    ).rejects.toThrow(
      'Calls to 0x000000000000000000000000000000000000beef are not sponsored for this project',
    )
    expect(await account.isDeployed()).toBe(false)
  }, 60_000)
})
