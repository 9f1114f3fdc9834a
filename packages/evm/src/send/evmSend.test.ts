import { join } from 'node:path'
import { defineNetwork } from '@latch/core'
import {
  type Chain,
  compileContracts,
  dataDir,
  deployTestContracts,
  startChain,
  testAccount,
} from '@latch/devstack/chain'
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  formatEther,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mock } from 'wagmi'
import { freePort } from '../../../../scripts/test/startPostgres'
import { evmAdapter } from '../evmAdapter'
import { encodeErc20Transfer } from './evmSend'
import { evmSend } from './index'

const sender = testAccount(7).address
const recipient = testAccount(8).address

describe('EVM send on a real chain (anvil)', () => {
  let chain: Chain
  let lusd: `0x${string}`
  beforeAll(async () => {
    chain = await startChain({ port: await freePort(), chainId: 31337 })
    const contracts = await deployTestContracts(
      chain.rpcUrl,
      await compileContracts(join(dataDir, 'contracts-cache')),
    )
    lusd = contracts.lusd
  }, 120_000)
  afterAll(async () => {
    await chain?.stop()
  })

  /** The adapter on the chain, connected through wagmi's mock connector (anvil signs for its test accounts). */
  async function connected() {
    const network = defineNetwork({
      id: 31337,
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    })
    const adapter = evmAdapter({
      networks: [network],
      connectors: [mock({ accounts: [sender] })],
      capabilities: [evmSend],
    })
    await adapter.connect({ connectorId: 'mock', network })
    expect(adapter.getConnection()).toMatchObject({ status: 'connected', address: sender })
    return { adapter, network }
  }
  const client = () => createPublicClient({ transport: http(chain.rpcUrl) })

  it('encodes transfer(to, amount) as viem does', () => {
    for (const amount of [0n, 25_000_000n, 2n ** 256n - 1n])
      expect(encodeErc20Transfer(recipient.toLowerCase(), amount)).toBe(
        encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] }),
      )
  })

  it('sends the native asset: the fee bound covers 21000 gas, the receipt says success', async () => {
    const { adapter, network } = await connected()
    const send = { network, from: sender, to: recipient, amount: parseEther('1.5') }
    const { fee } = (await (await adapter.capabilities?.send?.())?.estimateSend(send)) ?? {
      fee: 0n,
    }
    const block = await client().getBlock()
    expect(fee).toBeGreaterThanOrEqual(21_000n * (block.baseFeePerGas ?? 1n))
    expect(fee % 21_000n).toBe(0n)
    const before = await client().getBalance({ address: recipient })
    const { hash } = (await (await adapter.capabilities?.send?.())?.sendAsset(send)) ?? { hash: '' }
    expect(
      await (await adapter.capabilities?.send?.())?.waitForTransaction({
        network,
        hash,
        timeoutMs: 10_000,
      }),
    ).toBe('success')
    expect(await client().getBalance({ address: recipient })).toBe(before + parseEther('1.5'))
    // The adapter's balance (the account button's) reads the same from the chain, in ether.
    expect(await adapter.getBalance({ address: recipient, network })).toEqual({
      numeric: formatEther(before + parseEther('1.5')),
      symbol: 'ETH',
    })
  })

  it('sends an ERC-20 token with transfer(to, amount)', async () => {
    const { adapter, network } = await connected()
    const send = { network, from: sender, to: recipient, amount: parseUnits('25', 6), token: lusd }
    const balanceOf = (address: `0x${string}`) =>
      client().readContract({
        address: lusd,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    const [before, senderBefore] = [await balanceOf(recipient), await balanceOf(sender)]
    const estimate = await (await adapter.capabilities?.send?.())?.estimateSend(send)
    expect(estimate?.fee).toBeGreaterThan(0n)
    const { hash } = (await (await adapter.capabilities?.send?.())?.sendAsset(send)) ?? { hash: '' }
    expect(
      await (await adapter.capabilities?.send?.())?.waitForTransaction({
        network,
        hash,
        timeoutMs: 10_000,
      }),
    ).toBe('success')
    expect(await balanceOf(recipient)).toBe(before + 25_000_000n)
    expect(await balanceOf(sender)).toBe(senderBefore - 25_000_000n)
  })

  it('a transaction the chain does not know is pending once the wait runs out, not failed', async () => {
    const { adapter, network } = await connected()
    const started = Date.now()
    expect(
      await (await adapter.capabilities?.send?.())?.waitForTransaction({
        network,
        hash: `0x${'ab'.repeat(32)}`,
        timeoutMs: 700,
      }),
    ).toBe('pending')
    expect(Date.now() - started).toBeGreaterThanOrEqual(700)
  })
})
