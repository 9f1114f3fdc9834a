import { createServer } from 'node:net'
import { toSimpleSmartAccount } from 'permissionless/accounts'
import { createPublicClient, http, parseEther } from 'viem'
import { createBundlerClient, entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Chain, startChain } from '../startChain'
import { deployAccountAbstraction } from './deployAccountAbstraction'
import { type Bundler, startBundler } from './startBundler'

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

describe('the dev ERC-4337 stack: EntryPoint v0.7, SimpleAccountFactory and Alto', () => {
  let chain: Chain
  let bundler: Bundler
  beforeAll(async () => {
    chain = await startChain({ port: await freePort(), chainId: 31337 })
    await deployAccountAbstraction(chain.rpcUrl)
    bundler = await startBundler({ rpcUrl: chain.rpcUrl, port: await freePort() })
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
})
