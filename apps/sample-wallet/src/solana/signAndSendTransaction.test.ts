import { type SolanaChain, startSolanaChain } from '@latch/devstack/solana'
import { solanaTestKey } from '@latch/devstack/solanaTestKeys'
import {
  address,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase58Decoder,
  type Signature,
} from '@solana/kit'
import type { WalletAccount } from '@wallet-standard/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSampleProvider } from '../createSampleProvider'
import { createSolanaWallet } from './createSolanaWallet'
import { systemTransfer, wireBytes } from './testing/systemTransfer'

const key = solanaTestKey(1)
const halfSol = 500_000_000n
let chain: SolanaChain
let rpc: ReturnType<typeof createSolanaRpc>

beforeAll(async () => {
  chain = await startSolanaChain({ port: 0 })
  rpc = createSolanaRpc(chain.rpcUrl)
})
afterAll(() => chain?.close())

async function connectedWallet(rpcUrl = chain.rpcUrl) {
  const side = createSolanaWallet({
    store: createSampleProvider().controls,
    name: 'Latch Sample Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    rpcUrls: { 'solana:localnet': rpcUrl },
  })
  const { accounts } = await side.wallet.features['standard:connect'].connect()
  return { features: side.wallet.features, account: accounts[0] as WalletAccount }
}

async function transferTo(to: string, lamports: bigint, version: 'legacy' | 0) {
  const { value } = await rpc.getLatestBlockhash().send()
  return wireBytes(
    systemTransfer({
      version,
      feePayer: address(key.address),
      from: address(key.address),
      to: address(to),
      lamports,
      blockhash: value.blockhash,
      lastValidBlockHeight: value.lastValidBlockHeight,
    }),
  )
}

const balance = async (of: string) => (await rpc.getBalance(address(of)).send()).value

describe('solana:signAndSendTransaction on the local chain', () => {
  it.each(['legacy', 0] as const)(
    'a System transfer of 0.5 SOL (version %s) lands and moves the balances',
    async (version) => {
      const { features, account } = await connectedWallet()
      const recipient = (await generateKeyPairSigner()).address
      const before = await balance(key.address)
      const [output] = await features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        chain: 'solana:localnet',
        transaction: await transferTo(recipient, halfSol, version),
        options: { commitment: 'confirmed' },
      })
      const signature = getBase58Decoder().decode(
        output?.signature ?? new Uint8Array(),
      ) as Signature
      expect(output?.signature).toHaveLength(64)

      const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
      expect(statuses[0]).toMatchObject({ err: null })
      expect(await balance(recipient)).toBe(halfSol)
      const landed = await rpc
        .getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'json' })
        .send()
      // The fee the node charged, read back from the landed transaction.
      const charged = landed?.meta?.fee ?? 0n
      expect(charged).toBeGreaterThan(0n)
      expect(await balance(key.address)).toBe(before - halfSol - charged)
    },
  )

  it('answers a failing preflight with the node’s -32002 and its logs, and nothing moves', async () => {
    const { features, account } = await connectedWallet()
    const recipient = (await generateKeyPairSigner()).address
    const before = await balance(key.address)
    const error = await features['solana:signAndSendTransaction']
      .signAndSendTransaction({
        account,
        chain: 'solana:localnet',
        // More than test key #1 holds.
        transaction: await transferTo(recipient, 1_000_000_000_000n, 0),
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ code: -32002, data: { logs: expect.any(Array) } })
    expect(await balance(key.address)).toBe(before)
    expect(await balance(recipient)).toBe(0n)
  })

  it('says so when the chain does not answer', async () => {
    const { features, account } = await connectedWallet('http://127.0.0.1:9')
    await expect(
      features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        chain: 'solana:localnet',
        transaction: await transferTo(address(solanaTestKey(2).address), 1_000_000n, 0),
      }),
    ).rejects.toMatchObject({ code: 4901, message: 'The wallet cannot reach http://127.0.0.1:9' })
  })
})
