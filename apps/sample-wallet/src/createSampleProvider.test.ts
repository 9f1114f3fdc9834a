import {
  installSimple7702Account,
  simple7702AccountAddress,
  startChain,
} from '@latch/devstack/chain'
import {
  createPublicClient,
  http,
  numberToHex,
  parseEther,
  recoverTypedDataAddress,
  verifyMessage,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSampleProvider } from './createSampleProvider'
import { memoryStorage } from './walletState'

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
let stops: Array<() => Promise<void>> = []
const chains = [
  { chainId: 31337, name: 'A', rpcUrl: 'http://127.0.0.1:19545' },
  { chainId: 31338, name: 'B', rpcUrl: 'http://127.0.0.1:19546' },
]

beforeAll(async () => {
  const a = await startChain({ port: 19545, chainId: 31337 })
  const b = await startChain({ port: 19546, chainId: 31338 })
  stops = [a.stop, b.stop]
}, 30_000)
afterAll(async () => {
  for (const stop of stops) await stop()
})

function wallet(storage = memoryStorage()) {
  const provider = createSampleProvider({ chains, storage })
  const events: Array<[string, unknown]> = []
  for (const event of ['accountsChanged', 'chainChanged', 'connect'])
    provider.on(event, (value) => events.push([event, value]))
  return { provider, events, storage }
}

describe('createSampleProvider', () => {
  it('connects on request and forwards reads to the chain', async () => {
    const { provider, events } = wallet()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([account])
    expect(events).toContainEqual(['accountsChanged', [account]])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    const balance = await provider.request({
      method: 'eth_getBalance',
      params: [account, 'latest'],
    })
    expect(BigInt(balance as string)).toBe(parseEther('10000'))
  })

  it('rejects with 4001 while "reject requests" is on, but answers an authorized dapp', async () => {
    const { provider } = wallet()
    provider.controls.setRejectRequests(true)
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    provider.controls.setRejectRequests(false)
    await provider.request({ method: 'eth_requestAccounts' })
    provider.controls.setRejectRequests(true)
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([account])
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68690a', account] }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  it('answers 4902 for a chain not added, then adds and switches', async () => {
    const { provider, events } = wallet()
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    ).rejects.toMatchObject({ code: 4902 })
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x7a6a', chainName: 'B', rpcUrls: ['http://127.0.0.1:19546'] }],
    })
    expect(events).toContainEqual(['chainChanged', '0x7a6a'])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(await provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a69' }],
    })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('switches without an add when 4902 answers are off', async () => {
    const { provider } = wallet()
    provider.controls.setAnswer4902(false)
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 })
  })

  it('signs messages and typed data with its test key', async () => {
    const { provider } = wallet()
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68690a', account] }),
    ).rejects.toMatchObject({ code: 4100 })
    await provider.request({ method: 'eth_requestAccounts' })
    const signature = await provider.request({
      method: 'personal_sign',
      params: ['0x68690a', account],
    })
    expect(
      await verifyMessage({
        address: account,
        message: { raw: '0x68690a' },
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    const typedData = {
      domain: { name: 'Latch', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hello' },
    } as const
    const typedSignature = await provider.request({
      method: 'eth_signTypedData_v4',
      params: [account, JSON.stringify(typedData)],
    })
    expect(
      await recoverTypedDataAddress({ ...typedData, signature: typedSignature as `0x${string}` }),
    ).toBe(account)
  })

  it('sends a transaction that lands on the chain', async () => {
    const { provider } = wallet()
    await provider.request({ method: 'eth_requestAccounts' })
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: account, to: '0x000000000000000000000000000000000000dEaD', value: '0x1' }],
    })) as `0x${string}`
    const client = createPublicClient({ transport: http(chains[0]?.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(account.toLowerCase())
  })

  it('remembers authorization, chain and toggles across instances, like after a reload', async () => {
    const storage = memoryStorage()
    const first = wallet(storage).provider
    await first.request({ method: 'eth_requestAccounts' })
    first.controls.setAnswer4902(false)
    await first.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    first.controls.setRejectRequests(true)
    const second = wallet(storage).provider
    expect(await second.request({ method: 'eth_accounts' })).toEqual([account])
    expect(await second.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(second.controls.getState().rejectRequests).toBe(true)
  })

  it('revoking permissions or resetting forgets the dapp', async () => {
    const { provider, events } = wallet()
    await provider.request({ method: 'eth_requestAccounts' })
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(events.at(-1)).toEqual(['accountsChanged', []])
    await provider.request({ method: 'eth_requestAccounts' })
    provider.controls.moveToChain(999)
    expect(events.at(-1)).toEqual(['chainChanged', '0x3e7'])
    await expect(provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
      code: 4901,
    })
    provider.controls.reset()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('refuses malformed parameters with an EIP-1193 error', async () => {
    const { provider } = wallet()
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 'x' }] }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      code: 4200,
    })
    expect(() => provider.controls.moveToChain(-1)).toThrow(RangeError)
    await expect(
      provider.request({
        method: 'wallet_addEthereumChain',
        params: [{ chainId: '0x7a6b', rpcUrls: ['javascript:alert(1)'] }],
      }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x7a6b' }] }),
    ).rejects.toMatchObject({ code: -32602 })
    await provider.request({ method: 'eth_requestAccounts' })
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{ from: account, value: 10 }] }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      provider.request({ method: 'eth_signTypedData_v4', params: [account, '{not json'] }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      provider.request({
        method: 'personal_sign',
        params: ['0x68690a', '0x000000000000000000000000000000000000dEaD'],
      }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('signs a plain-text personal_sign message as text', async () => {
    const { provider } = wallet()
    await provider.request({ method: 'eth_requestAccounts' })
    const signature = await provider.request({ method: 'personal_sign', params: ['hi', account] })
    expect(
      await verifyMessage({
        address: account,
        message: 'hi',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  it("passes chain errors on EIP-1193 shaped, with the node's code", async () => {
    const { provider } = wallet()
    const unknownMethod = await provider
      .request({ method: 'eth_noSuchMethod', params: [] })
      .catch((error: unknown) => error)
    expect(unknownMethod).toBeInstanceOf(Error)
    expect(unknownMethod).toMatchObject({ code: -32601 })

    await provider.request({ method: 'eth_requestAccounts' })
    const tooExpensive = await provider
      .request({
        method: 'eth_sendTransaction',
        params: [
          {
            from: account,
            to: account,
            value: numberToHex(parseEther('1000000')),
          },
        ],
      })
      .catch((error: unknown) => error)
    expect(tooExpensive).toBeInstanceOf(Error)
    expect(tooExpensive).toMatchObject({ message: expect.stringMatching(/exceeds the balance/) })
    expect(typeof (tooExpensive as { code: unknown }).code).toBe('number')
    expect((tooExpensive as Error).message).not.toMatch(/\n\s+at /)
  })

  it("answers 4901 when the chain's RPC cannot be reached", async () => {
    const provider = createSampleProvider({
      chains: [{ chainId: 31337, name: 'Gone', rpcUrl: 'http://127.0.0.1:9' }],
      storage: memoryStorage(),
    })
    await expect(provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
      code: 4901,
      message: 'The wallet cannot reach chain 31337',
    })
  })

  // behaviour.md §6.5: EIP-5792 through an EIP-7702 delegation where the chain has Simple7702Account (chain A
  // here), one call after the other where it has not (chain B). Last: the account stays delegated on chain A.
  it('answers EIP-5792: atomic through EIP-7702 on a chain with Simple7702Account, sequential elsewhere', async () => {
    await installSimple7702Account(chains[0]?.rpcUrl as string)
    const { provider } = wallet()
    await provider.request({ method: 'eth_requestAccounts' })
    const client = createPublicClient({ transport: http(chains[0]?.rpcUrl) })
    const [dead, beef] = [
      '0x000000000000000000000000000000000000dEaD',
      '0x000000000000000000000000000000000000bEEF',
    ] as const
    expect(
      await provider.request({ method: 'wallet_getCapabilities', params: [account, ['0x7a69']] }),
    ).toEqual({ '0x7a69': { atomic: { status: 'ready' } } })

    const balances = () =>
      Promise.all([dead, beef].map((address) => client.getBalance({ address })))
    const before = await balances()
    // One call reverts (more than the account holds): nothing happens, not even the delegation.
    await expect(
      provider.request({
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            atomicRequired: true,
            calls: [
              { to: dead, value: '0x1' },
              { to: beef, value: numberToHex(parseEther('20000')) },
            ],
          },
        ],
      }),
    ).rejects.toBeInstanceOf(Error)
    expect(await balances()).toEqual(before)
    expect(await client.getCode({ address: account })).toBeUndefined()

    const { id } = (await provider.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          from: account,
          atomicRequired: true,
          calls: [
            { to: dead, value: '0x1' },
            { to: beef, value: '0x2', data: '0x' },
          ],
        },
      ],
    })) as { id: string }
    let status: { status: number; atomic: boolean; receipts: unknown[] }
    do
      status = (await provider.request({
        method: 'wallet_getCallsStatus',
        params: [id],
      })) as typeof status
    while (status.status === 100)
    expect(status).toMatchObject({ status: 200, atomic: true })
    expect(status.receipts).toHaveLength(1)
    expect(await balances()).toEqual([(before[0] ?? 0n) + 1n, (before[1] ?? 0n) + 2n])
    expect(await client.getCode({ address: account })).toBe(
      `0xef0100${simple7702AccountAddress.slice(2).toLowerCase()}`,
    )
    expect(
      await provider.request({ method: 'wallet_getCapabilities', params: [account, ['0x7a69']] }),
    ).toEqual({ '0x7a69': { atomic: { status: 'supported' } } })

    // The EIP's errors: an unknown capability, an unknown batch; a target without 0x is invalid params.
    await expect(
      provider.request({
        method: 'wallet_sendCalls',
        params: [{ calls: [{ to: dead }], capabilities: { paymasterService: { url: 'x' } } }],
      }),
    ).rejects.toMatchObject({
      code: 5700,
      message: 'Unsupported non-optional capability: paymasterService',
    })
    await expect(
      provider.request({
        method: 'wallet_sendCalls',
        params: [{ calls: [{ to: dead.slice(2) }] }],
      }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      provider.request({ method: 'wallet_getCallsStatus', params: ['0x01'] }),
    ).rejects.toMatchObject({ code: 5730 })

    // Chain B has no Simple7702Account: the calls go one after the other, and atomicity is refused.
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x7a6a', chainName: 'B', rpcUrls: [chains[1]?.rpcUrl] }],
    })
    await expect(
      provider.request({
        method: 'wallet_sendCalls',
        params: [{ atomicRequired: true, calls: [{ to: dead, value: '0x1' }] }],
      }),
    ).rejects.toMatchObject({ code: 5760 })
    const sequential = (await provider.request({
      method: 'wallet_sendCalls',
      params: [
        {
          calls: [
            { to: dead, value: '0x1' },
            { to: beef, value: '0x1' },
          ],
        },
      ],
    })) as { id: string }
    do
      status = (await provider.request({
        method: 'wallet_getCallsStatus',
        params: [sequential.id],
      })) as typeof status
    while (status.status === 100)
    expect(status).toMatchObject({ status: 200, atomic: false })
    expect(status.receipts).toHaveLength(2)
  })
})
