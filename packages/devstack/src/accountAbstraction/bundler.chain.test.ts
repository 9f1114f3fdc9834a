import { toSimpleSmartAccount } from 'permissionless/accounts'
import {
  type Address,
  concat,
  createPublicClient,
  encodeAbiParameters,
  type Hex,
  http,
  type LocalAccount,
  parseEther,
} from 'viem'
import {
  createBundlerClient,
  entryPoint07Address,
  type PaymasterActions,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../freePort'
import { type Chain, startChain } from '../startChain'
import { accountAbstractionArtifacts } from './accountAbstractionArtifacts'
import { deployAccountAbstraction, devPaymasterSignerKey } from './deployAccountAbstraction'
import { type Bundler, startBundler } from './startBundler'

describe('the dev ERC-4337 stack: EntryPoint v0.7, SimpleAccountFactory and Alto', () => {
  let chain: Chain
  let bundler: Bundler
  let paymaster: Address
  beforeAll(async () => {
    chain = await startChain({ port: await freePort(), chainId: 31337 })
    paymaster = (await deployAccountAbstraction(chain.rpcUrl)).verifyingPaymaster
    bundler = await startBundler({ rpcUrl: chain.rpcUrl, port: 0 })
  }, 90_000)
  afterAll(async () => {
    await bundler?.stop()
    await chain?.stop()
  })

  it('serves the canonical EntryPoint v0.7', async () => {
    const bundlerClient = createBundlerClient({ transport: http(bundler.url) })
    expect(await bundlerClient.getSupportedEntryPoints()).toEqual([entryPoint07Address])
  })

  it('mines a user operation, deploying the account on its first one', async () => {
    const client = createPublicClient({ chain: foundry, transport: http(chain.rpcUrl) })
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toSimpleSmartAccount({
      client,
      owner,
      entryPoint: { address: entryPoint07Address, version: '0.7' },
    })
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    // Unsponsored: the counterfactual account pays its own gas from a balance sent to its address beforehand.
    await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'anvil_setBalance',
        params: [account.address, `0x${parseEther('1').toString(16)}`],
      }),
    })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const bundlerClient = createBundlerClient({ account, client, transport: http(bundler.url) })
    const hash = await bundlerClient.sendUserOperation({
      calls: [{ to: recipient, value: parseEther('0.01') }],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 100 })
    expect(receipt.success).toBe(true)
    expect(await client.getCode({ address: account.address })).toMatch(/^0x.+/)
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.01'))
    expect(await account.isDeployed()).toBe(true)
  }, 60_000)

  /**
   * The VerifyingPaymaster's own scheme: validity window and a signature of `getHash` by its signer, after the
   * gas limits the paymaster's part of the operation carries (they are in the hash).
   */
  function verifyingPaymaster(
    client: ReturnType<typeof createPublicClient>,
    signer: LocalAccount,
  ): PaymasterActions {
    const gas = { paymasterVerificationGasLimit: 100_000n, paymasterPostOpGasLimit: 0n }
    const window = encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [0, 0])
    return {
      // A well-formed signature by another key: validation fails without a revert while the bundler estimates.
      getPaymasterStubData: async () => ({
        paymaster,
        paymasterData: concat([
          window,
          await privateKeyToAccount(generatePrivateKey()).signMessage({ message: 'stub' }),
        ]),
        ...gas,
      }),
      getPaymasterData: async (parameters) => {
        const userOperation = {
          ...parameters,
          paymaster,
          paymasterData: window,
          ...gas,
          signature: '0x',
        } as UserOperation<'0.7'>
        const hash = await client.readContract({
          address: paymaster,
          abi: accountAbstractionArtifacts.verifyingPaymaster.abi,
          functionName: 'getHash',
          args: [toPackedUserOperation(userOperation), 0, 0],
        })
        const signature = await signer.signMessage({ message: { raw: hash as Hex } })
        return { paymaster, paymasterData: concat([window, signature]), ...gas }
      },
    }
  }

  it('mines a sponsored first operation: the account pays nothing, and its paymaster signature serves once', async () => {
    const client = createPublicClient({ chain: foundry, transport: http(chain.rpcUrl) })
    const account = await toSimpleSmartAccount({
      client,
      owner: privateKeyToAccount(generatePrivateKey()),
      entryPoint: { address: entryPoint07Address, version: '0.7' },
    })
    const bundlerClient = createBundlerClient({
      account,
      client,
      paymaster: verifyingPaymaster(client, privateKeyToAccount(devPaymasterSignerKey)),
      transport: http(bundler.url),
    })
    const calls = [{ to: '0x000000000000000000000000000000000000dEaD', value: 0n }] as const
    const hash = await bundlerClient.sendUserOperation({ calls })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 100 })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster).toBe(paymaster)
    expect(await account.isDeployed()).toBe(true)
    expect(await client.getBalance({ address: account.address })).toBe(0n)

    // The mined operation's paymaster data again, on the account's next operation: its signature covers the first.
    const { userOperation: mined } = await bundlerClient.getUserOperation({ hash })
    const replay = createBundlerClient({
      account,
      client,
      paymaster: {
        getPaymasterData: async () => ({
          paymaster,
          paymasterData: mined.paymasterData ?? '0x',
          paymasterVerificationGasLimit: mined.paymasterVerificationGasLimit,
          paymasterPostOpGasLimit: mined.paymasterPostOpGasLimit,
        }),
      },
      transport: http(bundler.url),
    })
    await expect(replay.sendUserOperation({ calls })).rejects.toThrow(/AA34/)
  }, 60_000)

  it("refuses an operation whose paymaster signature is not the signer's", async () => {
    const client = createPublicClient({ chain: foundry, transport: http(chain.rpcUrl) })
    const account = await toSimpleSmartAccount({
      client,
      owner: privateKeyToAccount(generatePrivateKey()),
      entryPoint: { address: entryPoint07Address, version: '0.7' },
    })
    const forger = privateKeyToAccount(generatePrivateKey())
    const bundlerClient = createBundlerClient({
      account,
      client,
      paymaster: verifyingPaymaster(client, forger),
      transport: http(bundler.url),
    })
    await expect(
      bundlerClient.sendUserOperation({
        calls: [{ to: '0x000000000000000000000000000000000000dEaD', value: 0n }],
      }),
    ).rejects.toThrow(/AA34/)
    expect(await account.isDeployed()).toBe(false)
  }, 60_000)
})
