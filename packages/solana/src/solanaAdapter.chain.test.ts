import type { Network } from '@latch/core'
import {
  type SolanaChain,
  solanaLocalCaipNetworkId,
  solanaLocalUsdMint,
  solanaTestHoldings,
  startSolanaChain,
} from '@latch/devstack/solana'
import { solanaTestKey } from '@latch/devstack/solanaTestKeys'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createKeyPairSignerFromPrivateKeyBytes,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Transaction,
  type TransactionSigner,
  verifySignature,
} from '@solana/kit'
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintToInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaLocal } from './networks/solanaNetworks'
import { solanaSend } from './send/index'
import { type SolanaAdapter, solanaAdapter } from './solanaAdapter'
import { createTestWallet, type TestWallet } from './testing/createTestWallet'

// The adapter against the dev stack's real local chain (a JSON-RPC front for litesvm), through a real Wallet
// Standard wallet that signs with test keys: nothing of kit or the chain is mocked.

let chain: SolanaChain
let rpc: ReturnType<typeof createSolanaRpc>
/** Solana Local, at this run's port. */
let local: Network
const stops: (() => void)[] = []
let wallets = 0

beforeAll(async () => {
  chain = await startSolanaChain({ port: 0, slotMs: 50 })
  rpc = createSolanaRpc(chain.rpcUrl)
  local = { ...solanaLocal, rpcUrls: { default: { http: [chain.rpcUrl] } } }
})
afterAll(async () => {
  for (const stop of stops.splice(0).reverse()) stop()
  await chain?.close()
})

/** A wallet holding test key #index, registered and connected through a fresh adapter. */
async function connected(
  index: number,
  options: { without?: string[] } = {},
): Promise<{ adapter: SolanaAdapter; wallet: TestWallet; from: string }> {
  // Each its own name: the adapter lists the first wallet registered under a name.
  const name = `Chain Wallet ${++wallets}`
  const wallet = await createTestWallet({
    name,
    keys: [index],
    rpcUrls: { 'solana:localnet': chain.rpcUrl },
    ...options,
  })
  stops.push(wallet.register())
  const adapter = solanaAdapter({ networks: [local], capabilities: [solanaSend] })
  stops.push(adapter.setup())
  await adapter.connect({ connectorId: `wallet-standard:${name}` })
  return { adapter, wallet, from: wallet.addresses[0] as string }
}

const lamportsOf = async (owner: string) => (await rpc.getBalance(address(owner)).send()).value

async function usdOf(owner: string): Promise<bigint> {
  const { value } = await rpc
    .getTokenAccountsByOwner(
      address(owner),
      { mint: address(solanaLocalUsdMint) },
      { encoding: 'jsonParsed' },
    )
    .send()
  return value.reduce(
    (sum, account) => sum + BigInt(account.account.data.parsed.info.tokenAmount.amount),
    0n,
  )
}

const freshAddress = async () => (await generateKeyPairSigner()).address

const token2022 = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')

/** Lands the instructions, paid by `payer` and signed by every signer they carry. */
async function land(payer: TransactionSigner, instructions: Instruction[]) {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const signed = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    ),
  )
  await rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send()
}

/** A Token-2022 mint (2 decimals) of key #index, who holds 1,000.00 of it. */
async function token2022Mint(index: number): Promise<string> {
  const mint = await generateKeyPairSigner()
  const owner = address(solanaTestKey(index).address)
  const payer = await createKeyPairSignerFromPrivateKeyBytes(solanaTestKey(index).privateKey)
  const [ownerAccount] = await findAssociatedTokenPda({
    owner,
    mint: mint.address,
    tokenProgram: token2022,
  })
  await land(payer, [
    getCreateAccountInstruction({
      payer,
      newAccount: mint,
      lamports: await rpc.getMinimumBalanceForRentExemption(82n).send(),
      space: 82,
      programAddress: token2022,
    }),
    getInitializeMint2Instruction(
      { mint: mint.address, decimals: 2, mintAuthority: owner },
      { programAddress: token2022 },
    ),
    getCreateAssociatedTokenIdempotentInstruction({
      payer,
      ata: ownerAccount,
      owner,
      mint: mint.address,
      tokenProgram: token2022,
    }),
    getMintToInstruction(
      { mint: mint.address, token: ownerAccount, mintAuthority: payer, amount: 100_000n },
      { programAddress: token2022 },
    ),
  ])
  return mint.address
}

describe('solanaLocal', () => {
  it("is the dev stack's chain", async () => {
    expect(solanaLocal.caipNetworkId).toBe(solanaLocalCaipNetworkId)
    const genesisHash = await rpc.getGenesisHash().send()
    expect(solanaLocal.caipNetworkId).toBe(`solana:${genesisHash.slice(0, 32)}`)
  })
})

describe('getBalance', () => {
  it("reads the account's SOL over the network's RPC, 9 decimals", async () => {
    const adapter = solanaAdapter({ networks: [local], capabilities: [solanaSend] })
    await expect(
      adapter.getBalance({ address: solanaTestKey(9).address, network: local }),
    ).resolves.toEqual({ numeric: solanaTestHoldings.sol, symbol: 'SOL' })
    await expect(
      adapter.getBalance({ address: await freshAddress(), network: local }),
    ).resolves.toEqual({
      numeric: '0',
      symbol: 'SOL',
    })
  })
})

describe('sendAsset', () => {
  it('sends 0.5 SOL (a System transfer) to a fresh address; the fee is what estimateSend said', async () => {
    const { adapter, wallet, from } = await connected(2)
    const to = await freshAddress()
    const send = { network: local, from, to, amount: 500_000_000n }
    const { fee } = (await (await adapter.capabilities?.send?.())?.estimateSend(send)) ?? {
      fee: -1n,
    }
    expect(fee).toBe(5000n)
    const before = await lamportsOf(from)
    const { hash } = (await (await adapter.capabilities?.send?.())?.sendAsset(send)) ?? { hash: '' }
    expect(hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    expect(wallet.requests).toContain('solana:signAndSendTransaction')
    await expect(
      (await adapter.capabilities?.send?.())?.waitForTransaction({
        network: local,
        hash,
        timeoutMs: 5000,
      }),
    ).resolves.toBe('success')
    expect(await lamportsOf(to)).toBe(500_000_000n)
    expect(await lamportsOf(from)).toBe(before - 500_000_000n - fee)
    await expect(adapter.getBalance({ address: to, network: local })).resolves.toEqual({
      numeric: '0.5',
      symbol: 'SOL',
    })
  })

  it('sends 25 LUSD to a fresh address, creating its token account (whose rent estimateSend counts)', async () => {
    const { adapter, from } = await connected(3)
    const to = await freshAddress()
    const send = { network: local, from, to, amount: 25_000_000n, token: solanaLocalUsdMint }
    const rent = await rpc.getMinimumBalanceForRentExemption(165n).send()
    await expect((await adapter.capabilities?.send?.())?.estimateSend(send)).resolves.toEqual({
      fee: 5000n + rent,
    })
    const lamportsBefore = await lamportsOf(from)
    const { hash } = (await (await adapter.capabilities?.send?.())?.sendAsset(send)) ?? { hash: '' }
    await expect(
      (await adapter.capabilities?.send?.())?.waitForTransaction({
        network: local,
        hash,
        timeoutMs: 5000,
      }),
    ).resolves.toBe('success')
    expect(await usdOf(to)).toBe(25_000_000n)
    expect(await usdOf(from)).toBe(solanaTestHoldings.usd.amount - 25_000_000n)
    // The sender paid the fee and the new account's rent, as estimated.
    expect(await lamportsOf(from)).toBe(lamportsBefore - 5000n - rent)
    const [recipientAccount] = await findAssociatedTokenPda({
      owner: address(to),
      mint: address(solanaLocalUsdMint),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    expect(
      (await rpc.getAccountInfo(recipientAccount, { encoding: 'base64' }).send()).value?.owner,
    ).toBe(TOKEN_PROGRAM_ADDRESS)

    // A second send finds the account there: no rent, and the idempotent create does not fail. It goes a slot
    // later, as a visitor's would: the same transfer under the same blockhash is the same transaction, which the
    // chain refuses as already processed (as a node does), and a quick machine can get here within the slot.
    const seen = (await rpc.getLatestBlockhash().send()).value.blockhash
    await expect
      .poll(async () => (await rpc.getLatestBlockhash().send()).value.blockhash)
      .not.toBe(seen)
    await expect((await adapter.capabilities?.send?.())?.estimateSend(send)).resolves.toEqual({
      fee: 5000n,
    })
    const second = (await (await adapter.capabilities?.send?.())?.sendAsset(send)) ?? { hash: '' }
    await expect(
      (await adapter.capabilities?.send?.())?.waitForTransaction({
        network: local,
        hash: second.hash,
        timeoutMs: 5000,
      }),
    ).resolves.toBe('success')
    expect(await usdOf(to)).toBe(50_000_000n)
  })

  it('sends a Token-2022 token on its own program, the new account and its rent too', async () => {
    const { adapter, from } = await connected(6)
    const mint = await token2022Mint(6)
    const to = await freshAddress()
    const send = { network: local, from, to, amount: 1_250n, token: mint }
    // A Token-2022 associated account: 165 bytes and the ImmutableOwner extension.
    const rent = await rpc.getMinimumBalanceForRentExemption(170n).send()
    await expect((await adapter.capabilities?.send?.())?.estimateSend(send)).resolves.toEqual({
      fee: 5000n + rent,
    })
    const lamportsBefore = await lamportsOf(from)
    const { hash } = (await (await adapter.capabilities?.send?.())?.sendAsset(send)) ?? { hash: '' }
    await expect(
      (await adapter.capabilities?.send?.())?.waitForTransaction({
        network: local,
        hash,
        timeoutMs: 5000,
      }),
    ).resolves.toBe('success')
    expect(await lamportsOf(from)).toBe(lamportsBefore - 5000n - rent)
    const { value } = await rpc
      .getTokenAccountsByOwner(address(to), { mint: address(mint) }, { encoding: 'jsonParsed' })
      .send()
    expect(
      value.map((account) => [
        account.account.owner,
        account.account.data.parsed.info.tokenAmount.amount,
      ]),
    ).toEqual([[token2022, '1250']])
  })

  it('signs with solana:signTransaction and sends over RPC when the wallet cannot send', async () => {
    const { adapter, wallet, from } = await connected(4, {
      without: ['solana:signAndSendTransaction'],
    })
    const to = await freshAddress()
    const { hash } = (await (
      await adapter.capabilities?.send?.()
    )?.sendAsset({
      network: local,
      from,
      to,
      amount: 1_000_000n,
    })) ?? { hash: '' }
    await expect(
      (await adapter.capabilities?.send?.())?.waitForTransaction({
        network: local,
        hash,
        timeoutMs: 5000,
      }),
    ).resolves.toBe('success')
    expect(await lamportsOf(to)).toBe(1_000_000n)
    expect(wallet.requests).toEqual(['standard:connect', 'solana:signTransaction'])
  })

  it("refuses a mint that is not a token mint, and passes the visitor's rejection on", async () => {
    const { adapter, wallet, from } = await connected(5)
    const to = await freshAddress()
    await expect(
      (await adapter.capabilities?.send?.())?.sendAsset({
        network: local,
        from,
        to,
        amount: 1n,
        token: solanaTestKey(6).address,
      }),
    ).rejects.toThrow('is not a token mint')
    wallet.rejectRequests = true
    const before = await lamportsOf(from)
    await expect(
      (await adapter.capabilities?.send?.())?.sendAsset({
        network: local,
        from,
        to,
        amount: 1_000_000n,
      }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(await lamportsOf(from)).toBe(before)
  })

  it('sends only from the connected account', async () => {
    const { adapter } = await connected(5)
    await expect(
      (await adapter.capabilities?.send?.())?.sendAsset({
        network: local,
        from: solanaTestKey(6).address,
        to: await freshAddress(),
        amount: 1n,
      }),
    ).rejects.toThrow('is not the connected Solana account')
  })
})

describe('waitForTransaction', () => {
  it('answers reverted for a transaction that landed with an error', async () => {
    const signer = await createKeyPairSignerFromPrivateKeyBytes(solanaTestKey(7).privateKey)
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    // More lamports than the account holds: the transfer fails, the fee is charged, the failure is on chain.
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(signer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) =>
        appendTransactionMessageInstructions(
          [
            getTransferSolInstruction({
              source: signer,
              destination: solanaTestKey(8).address as Address,
              amount: 1_000_000_000_000n,
            }),
          ],
          m,
        ),
    )
    const signed = await signTransactionMessageWithSigners(message)
    const hash = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(signed), {
        encoding: 'base64',
        skipPreflight: true,
      })
      .send()
    const adapter = solanaAdapter({ networks: [local], capabilities: [solanaSend] })
    await expect(
      (await adapter.capabilities?.send?.())?.waitForTransaction({
        network: local,
        hash,
        timeoutMs: 5000,
      }),
    ).resolves.toBe('reverted')
  })

  it('answers pending for a transaction the network has not seen within the wait', async () => {
    const adapter = solanaAdapter({ networks: [local], capabilities: [solanaSend] })
    const unknown = getBase58Decoder().decode(new Uint8Array(64).fill(7))
    const started = Date.now()
    await expect(
      (await adapter.capabilities?.send?.())?.waitForTransaction({
        network: local,
        hash: unknown,
        timeoutMs: 600,
      }),
    ).resolves.toBe('pending')
    expect(Date.now() - started).toBeGreaterThanOrEqual(590)
    await expect(
      (await adapter.capabilities?.send?.())?.waitForTransaction({
        network: local,
        hash: '0xabc',
        timeoutMs: 100,
      }),
    ).rejects.toThrow('Not a Solana transaction signature')
  })
})

describe("the app's own transactions", () => {
  /** A transfer from `from`, unsigned, as an app builds it with kit. */
  async function appTransaction(from: string, to: string, amount: bigint): Promise<Transaction> {
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const instructions: Instruction[] = [
      getTransferSolInstruction({
        source: createNoopSigner(address(from)),
        destination: address(to),
        amount,
      }),
    ]
    return compileTransaction(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(address(from), m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
        (m) => appendTransactionMessageInstructions(instructions, m),
      ),
    )
  }

  it('signs a kit Transaction or wire bytes without sending, in the form given', async () => {
    const { adapter, from } = await connected(8)
    const to = await freshAddress()
    const transaction = await appTransaction(from, to, 1_000n)
    const signed = await adapter.signTransaction(transaction)
    const signature = signed.signatures[address(from)]
    expect(signature).toBeInstanceOf(Uint8Array)
    const publicKey = await getPublicKeyFromAddress(address(from))
    expect(await verifySignature(publicKey, signature as never, signed.messageBytes)).toBe(true)

    const bytes = new Uint8Array(getTransactionEncoder().encode(transaction))
    const signedBytes = await adapter.signTransaction(bytes)
    expect(signedBytes).toBeInstanceOf(Uint8Array)
    expect(getTransactionDecoder().decode(signedBytes).signatures[address(from)]).toEqual(signature)
    // Nothing was sent.
    expect(await lamportsOf(to)).toBe(0n)
  })

  it('signs and sends one, answering its signature', async () => {
    const { adapter, from } = await connected(9)
    const to = await freshAddress()
    const { signature } = await adapter.signAndSendTransaction(
      await appTransaction(from, to, 2_000_000n),
    )
    await expect(
      (await adapter.capabilities?.send?.())?.waitForTransaction({
        network: local,
        hash: signature,
        timeoutMs: 5000,
      }),
    ).resolves.toBe('success')
    expect(await lamportsOf(to)).toBe(2_000_000n)
  })
})
