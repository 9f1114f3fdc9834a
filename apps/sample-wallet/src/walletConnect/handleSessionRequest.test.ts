import { startChain } from '@latch/devstack/chain'
import {
  createPublicClient,
  type Hex,
  http,
  parseEther,
  stringToHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../../scripts/test/startPostgres'
import { testMnemonic } from '../createSampleProvider'
import { ProviderRpcError } from '../providerError'
import { handleSessionRequest } from './handleSessionRequest'

const account = mnemonicToAccount(testMnemonic, { addressIndex: 2 })
const other = mnemonicToAccount(testMnemonic, { addressIndex: 3 }).address
const typedData = {
  domain: { name: 'Latch', version: '1', chainId: 31337 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'Hello' },
} as const

let chain: Awaited<ReturnType<typeof startChain>>
beforeAll(async () => {
  chain = await startChain({ port: await freePort(), chainId: 31337 })
}, 60_000)
afterAll(async () => {
  await chain?.stop()
})

const handle = (method: string, params: unknown, chainId = 31337) =>
  handleSessionRequest({ account, rpcUrls: { 31337: chain.rpcUrl } }, { chainId, method, params })
const failure = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ProviderRpcError)
  const { code, message } = error as ProviderRpcError
  return { code, message }
}

describe('handleSessionRequest', () => {
  it('personal_sign signs hex bytes and plain text with the account', async () => {
    const hex = await handle('personal_sign', [stringToHex('Sign in to Latch'), account.address])
    expect(
      await verifyMessage({
        address: account.address,
        message: 'Sign in to Latch',
        signature: hex,
      }),
    ).toBe(true)
    const text = await handle('personal_sign', ['plain text', account.address])
    expect(
      await verifyMessage({ address: account.address, message: 'plain text', signature: text }),
    ).toBe(true)
  })

  it('eth_signTypedData_v4 signs the JSON typed data', async () => {
    const signature = await handle('eth_signTypedData_v4', [
      account.address,
      JSON.stringify(typedData),
    ])
    expect(await verifyTypedData({ address: account.address, signature, ...typedData })).toBe(true)
  })

  it('eth_sendTransaction sends to the chain of the request and is mined', async () => {
    const hash = await handle('eth_sendTransaction', [
      { from: account.address, to: other, value: `0x${parseEther('0.5').toString(16)}` },
    ])
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(account.address.toLowerCase())
  })

  it('refuses bad params, another account, an unknown chain and other methods, EIP-1193 shaped', async () => {
    expect(await failure(handle('personal_sign', ['hi']))).toEqual({
      code: -32602,
      message: 'Invalid params for personal_sign',
    })
    expect(await failure(handle('personal_sign', ['hi', '0x123']))).toMatchObject({ code: -32602 })
    expect(await failure(handle('personal_sign', ['hi', other]))).toEqual({
      code: 4100,
      message: 'Unknown account',
    })
    expect(
      await failure(handle('eth_signTypedData_v4', [account.address, '{not json'])),
    ).toMatchObject({ code: -32602 })
    expect(
      await failure(handle('eth_sendTransaction', [{ to: other, value: '12' }])),
    ).toMatchObject({ code: -32602 })
    expect(
      await failure(handle('eth_sendTransaction', [{ from: other, to: other }])),
    ).toMatchObject({ code: 4100 })
    expect(await failure(handle('eth_sendTransaction', [{ to: other, value: '0x1' }], 1))).toEqual({
      code: 4901,
      message: 'The wallet has no RPC for chain 1',
    })
    expect(await failure(handle('eth_sign', [account.address, '0x00']))).toEqual({
      code: 4200,
      message: 'eth_sign is not supported',
    })
  })

  it('passes on the node’s error for a transaction it refuses', async () => {
    const { code } = await failure(
      handle('eth_sendTransaction', [
        { to: other, value: `0x${parseEther('1000000').toString(16)}` },
      ]),
    )
    expect(code).not.toBe(-32603)
  })
})
