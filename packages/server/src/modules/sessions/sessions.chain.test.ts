import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import {
  type Bundler,
  type Chain,
  compileContracts,
  dataDir,
  installSessionSpendLimits,
  testAccount,
} from '@latch/devstack/chain'
import { toSimpleSmartAccount } from 'permissionless/accounts'
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  hexToBytes,
  http,
  parseAbi,
  parseEther,
  parseUnits,
  toHex,
} from 'viem'
import { createBundlerClient, entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  jsonRpc,
  sendSessionOperation,
  sessionAccountAddress,
} from '../../../../evm/src/sessions/sendSessionOperation'
// The app's side of a session, as @latch/evm/sessions runs it in the page (the server package does not ship it).
import { newSessionKey } from '../../../../evm/src/sessions/sessionKey'
import { authOf } from '../../testing/authOf'
import { startSmartAccountApp } from '../../testing/startSmartAccountApp'
import { q, type TestApp } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'
import { revokeMessage, sessionSpendLimitsAbi } from './service'

const recipient = '0x000000000000000000000000000000000000dEaD'
const lusd = (amount: string) => parseUnits(amount, 6)
const erc20Abi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function mint(address to, uint256 amount)',
])

/**
 * ERC-7715 sessions (docs/smart-accounts.md "Sessions") on an anvil of its own with EntryPoint v0.7, Alto and
 * SessionSpendLimits: the embedded wallet's smart account grants an app's session account 10 LUSD, the app spends
 * with its own key and no prompt, and the chain, not the server, refuses what is over the limit, revoked or expired.
 */
describe.each(testDatabases)('sessions of the smart account on $name', ({ create }) => {
  let chain: Chain
  let bundler: Bundler
  let t: TestApp
  let close: (() => Promise<void>) | undefined
  let token: Hex
  let spendLimits: Hex
  const client = () => createPublicClient({ chain: foundry, transport: http(chain.rpcUrl) })

  beforeAll(async () => {
    const stack = await startSmartAccountApp(create, async (rpcUrl) => {
      const compiled = await compileContracts(join(dataDir, 'contracts-cache'))
      spendLimits = await installSessionSpendLimits(rpcUrl, compiled.SessionSpendLimits)
      const deployer = createWalletClient({
        account: testAccount(0),
        chain: foundry,
        transport: http(rpcUrl),
      })
      const deployHash = await deployer.deployContract({
        abi: compiled.TestToken.abi,
        bytecode: compiled.TestToken.bytecode,
        args: ['Latch USD', 'LUSD', 6],
      })
      const reader = createPublicClient({ chain: foundry, transport: http(rpcUrl) })
      const deployed = await reader.waitForTransactionReceipt({ hash: deployHash })
      token = deployed.contractAddress as Hex
      return (config) => ({ ...config, sessions: { contracts: { 31337: spendLimits } } })
    })
    ;({ chain, bundler, t, close } = stack)
  }, 90_000)
  afterAll(async () => {
    await close?.()
  })

  async function post(path: string, bearer: string, payload: object = {}) {
    return t.app.inject({
      method: 'POST',
      url: `/v1/wallets${path}?${q}`,
      headers: { origin: t.config.secureSiteOrigin, authorization: `Bearer ${bearer}` },
      payload,
    })
  }

  /** A signed-in e-mail user, their smart account funded with 20 LUSD. */
  async function visitor() {
    const subject = randomBytes(8).toString('hex')
    const { token: bearer } = await authOf(t.app).signInWithIdentity({
      provider: 'test',
      subject,
      email: `${subject}@example.com`,
      deviceId: randomBytes(12).toString('hex'),
      projectId: 'latch-demo',
    })
    const { address } = (await post('/smartAccount', bearer, { chainId: 31337 })).json() as {
      address: Hex
    }
    const hash = await createWalletClient({
      account: testAccount(0),
      chain: foundry,
      transport: http(chain.rpcUrl),
    }).writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'mint',
      args: [address, lusd('20')],
    })
    await client().waitForTransactionReceipt({ hash })
    return { bearer, account: address }
  }

  const smart = (bearer: string, method: string, params: unknown) =>
    post('/sign', bearer, { method, params, chainId: 31337, accountType: 'smartAccount' })

  /**
   * The app's session as @latch/evm/sessions runs it (its key, its SimpleAccount's address, its user operations
   * over the bundler's and the paymaster's JSON-RPC), and the same account through viem's bundler client with
   * permissionless' SimpleAccount (the server's) for sends past the estimate.
   */
  async function appSession() {
    const privateKey = generatePrivateKey()
    const key = newSessionKey(hexToBytes(privateKey))
    const chainRpc = (method: string, params: unknown[]) =>
      client().request({ method, params } as never) as Promise<unknown>
    const address = await sessionAccountAddress(chainRpc, key.address)
    const account = await toSimpleSmartAccount({
      client: client(),
      owner: privateKeyToAccount(privateKey),
      entryPoint: { address: entryPoint07Address, version: '0.7' },
    })
    expect(account.address).toBe(address)
    await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).setBalance({
      address,
      value: parseEther('1'),
    })
    const sessionBundler = createBundlerClient({
      account,
      client: client(),
      transport: http(bundler.url),
    })
    const spendCall = (from: Hex, amount: bigint) => ({
      to: spendLimits,
      data: encodeFunctionData({
        abi: sessionSpendLimitsAbi,
        functionName: 'spend',
        args: [from, recipient, amount],
      }),
    })
    // The server's ERC-7677 route, as the app's page reaches it (core's sessionTransfer passes its URL).
    const paymaster = async (method: string, params: unknown[]) => {
      const answer = (
        await t.app.inject({
          method: 'POST',
          url: `/v1/paymaster?${q}`,
          payload: { jsonrpc: '2.0', id: 1, method, params },
        })
      ).json() as { result?: unknown; error?: { message: string } }
      if (answer.error) throw new Error(answer.error.message)
      return answer.result
    }
    return {
      address,
      /** Spends as the app does: estimated, sponsored, sent, mined; the contract's refusal named. */
      async spend(from: Hex, amount: bigint) {
        await sendSessionOperation({
          chain: chainRpc,
          bundler: jsonRpc(bundler.url),
          paymaster,
          chainId: 31337,
          key,
          sender: address,
          call: spendCall(from, amount),
          pollMs: 100,
        })
        return true
      },
      /**
       * Sends with gas limits of its own, past the bundler's estimate (which would refuse it): what the chain
       * does with the operation, from the EntryPoint's UserOperationEvent.
       */
      async spendUnestimated(from: Hex, amount: bigint) {
        const hash = await sessionBundler.sendUserOperation({
          calls: [spendCall(from, amount)],
          callGasLimit: 200_000n,
          verificationGasLimit: 500_000n,
          preVerificationGas: 100_000n,
        })
        const receipt = await sessionBundler.waitForUserOperationReceipt({
          hash,
          pollingInterval: 100,
        })
        // The EntryPoint's UserOperationEvent: whether the operation's calls ran.
        return receipt.success
      },
    }
  }

  const balanceOf = (address: Hex) =>
    client().readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })

  const grantRequest = (signer: Hex, expiry: number, type = 'erc20-token-periodic') => [
    {
      chainId: '0x7a69',
      expiry,
      signer: { type: 'account', data: { address: signer } },
      permissions: [
        {
          type,
          data: {
            tokenAddress: token,
            periodAmount: toHex(lusd('10')),
            periodDuration: 86_400,
            justification: 'Let this app spend up to 10 LUSD a day for an hour',
          },
        },
      ],
    },
  ]

  const inAnHour = async () => Number((await client().getBlock()).timestamp) + 3600

  it('grants 10 LUSD; the app spends 4 twice; the third 4 and any spend after the revoke fail on chain', async () => {
    const { bearer, account } = await visitor()
    const app = await appSession()
    const granted = await smart(
      bearer,
      'wallet_grantPermissions',
      grantRequest(app.address, await inAnHour()),
    )
    expect(granted.statusCode).toBe(200)
    const { result } = granted.json() as { result: { context: Hex; address: Hex } }
    expect(result.address).toBe(account)
    expect(result.context).toMatch(/^0x[0-9a-f]{64}$/)

    expect(await app.spend(account, lusd('4'))).toBe(true)
    expect(await app.spend(account, lusd('4'))).toBe(true)
    expect(await balanceOf(account)).toBe(lusd('12'))
    // 12 > 10: the bundler's estimate already fails on the contract's refusal…
    await expect(app.spend(account, lusd('4'))).rejects.toThrow(
      'The chain refused the payment: SpendLimitExceeded',
    )
    // …and sent anyway, the chain runs it and moves nothing.
    expect(await app.spendUnestimated(account, lusd('4'))).toBe(false)
    expect(await balanceOf(account)).toBe(lusd('12'))

    const listed = await t.get(`/v1/sessions/eip155:31337:${account}?${q}`)
    expect(listed.statusCode).toBe(200)
    expect(listed.json().sessions).toEqual([
      expect.objectContaining({
        pci: result.context,
        status: 'active',
        available: toHex(lusd('2')),
        signer: { type: 'account', data: { address: app.address.toLowerCase() } },
      }),
    ])

    const revoked = await smart(bearer, 'wallet_revokePermissions', [
      { permissionContext: result.context },
    ])
    expect(revoked.statusCode).toBe(200)
    expect(await app.spendUnestimated(account, lusd('1'))).toBe(false)
    expect(await balanceOf(account)).toBe(lusd('12'))
    expect((await t.get(`/v1/sessions/eip155:31337:${account}?${q}`)).json().sessions).toEqual([
      expect.objectContaining({ pci: result.context, status: 'revoked' }),
    ])
  }, 90_000)

  it('revokes through POST /v1/sessions/{id}/revoke with the owner’s signature only; expiry is the chain’s too', async () => {
    const { bearer, account } = await visitor()
    const other = await visitor()
    const app = await appSession()
    const expiry = await inAnHour()
    const { result } = (
      await smart(bearer, 'wallet_grantPermissions', grantRequest(app.address, expiry))
    ).json() as { result: { context: Hex } }
    const caip = `eip155:31337:${account}`
    // The owner's key signs in `eoa` mode (the SimpleAccount signs nothing).
    const pciSigned = async (who: string) => {
      const owner = ((await post('/account', who)).json() as { address: Hex }).address
      const signed = await post('/sign', who, {
        method: 'personal_sign',
        params: [revokeMessage(result.context), owner.toLowerCase()],
      })
      return (signed.json() as { result: Hex }).result
    }

    // Another user's signature, another project, another account: nothing revoked, nothing listed.
    const forged = await t.app.inject({
      method: 'POST',
      url: `/v1/sessions/${caip}/revoke?${q}`,
      payload: { pci: result.context, signature: await pciSigned(other.bearer) },
    })
    expect(forged.statusCode).toBe(403)
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/v1/sessions/eip155:31337:${other.account}/revoke?${q}`,
      payload: { pci: result.context, signature: await pciSigned(bearer) },
    })
    expect(elsewhere.statusCode).toBe(404)
    expect((await t.get(`/v1/sessions/eip155:31337:${other.account}?${q}`)).json()).toEqual({
      sessions: [],
    })
    expect(await app.spend(account, lusd('1'))).toBe(true)

    const revoked = await t.app.inject({
      method: 'POST',
      url: `/v1/sessions/${caip}/revoke?${q}`,
      payload: { pci: result.context, signature: await pciSigned(bearer) },
    })
    expect(revoked.statusCode).toBe(200)
    expect(await app.spendUnestimated(account, lusd('1'))).toBe(false)
    expect(await balanceOf(account)).toBe(lusd('19'))

    // A new grant expires on chain: an hour later the contract refuses the spend.
    const later = await appSession()
    await smart(bearer, 'wallet_grantPermissions', grantRequest(later.address, expiry))
    expect(await later.spend(account, lusd('1'))).toBe(true)
    await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).increaseTime({
      seconds: 3601,
    })
    await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).mine({ blocks: 1 })
    expect(await later.spendUnestimated(account, lusd('1'))).toBe(false)
    expect(await balanceOf(account)).toBe(lusd('18'))
  }, 90_000)

  it('refuses bad requests before any operation, with their words', async () => {
    const { bearer, account } = await visitor()
    const app = await appSession()
    const expiry = await inAnHour()
    const refusal = async (params: unknown) => {
      const response = await smart(bearer, 'wallet_grantPermissions', params)
      expect(response.statusCode).toBe(400)
      return response.json().reasons[0].description as string
    }
    expect(await refusal(grantRequest(app.address, expiry, 'native-token-stream'))).toBe(
      'Unsupported permission type: native-token-stream',
    )
    expect(await refusal(grantRequest(app.address, 1_000))).toBe(
      'params.0.expiry: the permission has already expired',
    )
    const [request] = grantRequest(app.address, expiry)
    expect(
      await refusal([{ ...request, signer: { type: 'account', data: { address: 'dead' } } }]),
    ).toMatch(/^params\.0\.signer\.data\.address: must be an EVM address/)
    expect(
      await refusal([
        {
          ...request,
          permissions: [
            {
              type: 'erc20-token-periodic',
              data: { tokenAddress: token, periodAmount: '10', periodDuration: 1 },
            },
          ],
        },
      ]),
    ).toMatch(/^params\.0\.permissions\.0\.data\.periodAmount: must be a hex quantity/)
    // A call without 0x in a session's batch, and a capability the wallet does not know (behaviour.md §5.11).
    const calls = await smart(bearer, 'wallet_sendCalls', [{ calls: [{ to: recipient.slice(2) }] }])
    expect(calls.json().reasons[0].description).toBe('Call 0: the target must start with 0x')
    const capability = await smart(bearer, 'wallet_sendCalls', [
      { calls: [{ to: recipient }], capabilities: { permissions: { context: '0x01' } } },
    ])
    expect(capability.json().reasons[0].description).toBe(
      'Unsupported non-optional capability: permissions',
    )
    // In `eoa` mode the key grants nothing (behaviour.md §6).
    const eoa = await post('/sign', bearer, {
      method: 'wallet_grantPermissions',
      params: grantRequest(app.address, expiry),
      chainId: 31337,
    })
    expect(eoa.statusCode).toBe(403)
    expect((await t.get(`/v1/sessions/eip155:31337:${account}?${q}`)).json()).toEqual({
      sessions: [],
    })
    expect((await t.get(`/v1/sessions/0xabc?${q}`)).json().reasons[0].description).toBe(
      'id: Invalid CAIP Address',
    )
  }, 60_000)
})
