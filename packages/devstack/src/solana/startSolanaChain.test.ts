import {
  AccountRole,
  type Address,
  address,
  appendTransactionMessageInstructions,
  assertIsTransactionWithBlockhashLifetime,
  type Blockhash,
  compileTransaction,
  compressTransactionMessageUsingAddressLookupTables,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getAddressEncoder,
  getBase58Decoder,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getProgramDerivedAddress,
  getSignatureFromTransaction,
  getTransactionEncoder,
  getU64Encoder,
  type Instruction,
  isSolanaError,
  lamports,
  pipe,
  type Rpc,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  type SolanaRpcApi,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayer,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  setTransactionMessageLifetimeUsingDurableNonce,
  signTransactionMessageWithSigners,
  type TransactionMessageBytesBase64,
  type TransactionSigner,
} from '@solana/kit'
import {
  fetchNonce,
  getCreateAccountInstruction,
  getInitializeNonceAccountInstruction,
  getNonceSize,
  getTransferSolInstruction,
} from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaLocalUsdMint, solanaTestHoldings } from './solanaTestHoldings'
import { solanaTestKey } from './solanaTestKeys'
import {
  type SolanaChain,
  solanaLocalCaipNetworkId,
  solanaLocalGenesisHash,
  startSolanaChain,
} from './startSolanaChain'

let chain: SolanaChain
let rpc: Rpc<SolanaRpcApi>
const slotMs = 20

beforeAll(async () => {
  chain = await startSolanaChain({ port: 0, slotMs })
  rpc = createSolanaRpc(chain.rpcUrl)
})
afterAll(() => chain?.close())

const testSigner = (index: number) =>
  createKeyPairSignerFromPrivateKeyBytes(solanaTestKey(index).privateKey)
const ataOf = async (owner: Address) =>
  (
    await findAssociatedTokenPda({
      owner,
      mint: address(solanaLocalUsdMint),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
  )[0]
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A signed v0 transaction, as an app builds it with @solana/kit. */
async function signedTransaction(
  feePayer: TransactionSigner,
  instructions: Instruction[],
  lifetime?: { blockhash: Blockhash; lastValidBlockHeight: bigint },
) {
  const { value: latest } = await rpc.getLatestBlockhash().send()
  return signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(feePayer, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(lifetime ?? latest, message),
      (message) => appendTransactionMessageInstructions(instructions, message),
    ),
  )
}

/** A raw JSON-RPC call, to see the wire as a browser does. */
async function post(body: unknown) {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return {
    status: response.status,
    headers: response.headers,
    // biome-ignore lint/suspicious/noExplicitAny: the answer's shape is what each test checks
    json: (await response.json()) as any,
  }
}

describe('startSolanaChain', () => {
  it('names the chain and starts from the test holdings', async () => {
    expect(await rpc.getGenesisHash().send()).toBe(solanaLocalGenesisHash)
    expect(solanaLocalCaipNetworkId).toBe(`solana:${solanaLocalGenesisHash.slice(0, 32)}`)
    expect(chain.usdMint).toBe(solanaLocalUsdMint)
    expect(await rpc.getHealth().send()).toBe('ok')

    const supply = await rpc.getTokenSupply(address(solanaLocalUsdMint)).send()
    expect(supply.value).toMatchObject({
      amount: String(solanaTestHoldings.usd.amount * 10n),
      decimals: solanaTestHoldings.usd.decimals,
    })
    const mint = await rpc
      .getAccountInfo(address(solanaLocalUsdMint), { encoding: 'jsonParsed' })
      .send()
    expect(mint.value?.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mint', info: { mintAuthority: solanaTestKey(0).address, decimals: 6 } },
    })

    // getProgramAccounts with the filters wallets use to find an owner's token accounts
    const owned = await rpc
      .getProgramAccounts(TOKEN_PROGRAM_ADDRESS, {
        encoding: 'base64',
        filters: [
          { dataSize: 165n },
          { memcmp: { offset: 32n, bytes: solanaTestKey(0).address as never, encoding: 'base58' } },
        ],
      })
      .send()
    expect(owned.map(({ pubkey }) => pubkey)).toEqual([
      await ataOf(address(solanaTestKey(0).address)),
    ])

    for (let index = 0; index < 10; index++) {
      const owner = address(solanaTestKey(index).address)
      expect((await rpc.getBalance(owner).send()).value).toBe(solanaTestHoldings.lamports)
      const { value: tokenAccounts } = await rpc
        .getTokenAccountsByOwner(
          owner,
          { mint: address(solanaLocalUsdMint) },
          { encoding: 'jsonParsed' },
        )
        .send()
      expect(tokenAccounts).toHaveLength(1)
      expect(tokenAccounts[0]?.pubkey).toBe(await ataOf(owner))
      expect(tokenAccounts[0]?.account.data.parsed.info).toMatchObject({
        owner,
        mint: solanaLocalUsdMint,
        state: 'initialized',
        tokenAmount: {
          amount: String(solanaTestHoldings.usd.amount),
          uiAmountString: solanaTestHoldings.usd.uiAmount,
        },
      })
    }
  })

  it('lands a SOL transfer: balances, both parties’ signatures and the parsed transaction', async () => {
    const payer = await testSigner(1)
    const recipient = await generateKeyPairSigner()
    const amount = 1_500_000_000n
    const transaction = await signedTransaction(payer, [
      getTransferSolInstruction({
        source: payer,
        destination: recipient.address,
        amount: lamports(amount),
      }),
    ])
    const signature = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
    expect(signature).toBe(getSignatureFromTransaction(transaction))

    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    const fee = 5_000n
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(amount)
    expect((await rpc.getBalance(payer.address).send()).value).toBe(
      solanaTestHoldings.lamports - amount - fee,
    )
    for (const party of [payer.address, recipient.address]) {
      const history = await rpc.getSignaturesForAddress(party, { limit: 1 }).send()
      expect(history[0]).toMatchObject({ signature, err: null, confirmationStatus: 'finalized' })
    }

    const landed = await rpc
      .getTransaction(signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 })
      .send()
    expect(landed?.version).toBe(0)
    expect(landed?.meta?.err).toBeNull()
    expect(landed?.meta?.fee).toBe(fee)
    const keys = landed?.transaction.message.accountKeys.map((key) => key.pubkey) ?? []
    const payerIndex = keys.indexOf(payer.address)
    const recipientIndex = keys.indexOf(recipient.address)
    expect(landed?.meta?.preBalances[payerIndex]).toBe(solanaTestHoldings.lamports)
    expect(landed?.meta?.postBalances[payerIndex]).toBe(solanaTestHoldings.lamports - amount - fee)
    expect(landed?.meta?.preBalances[recipientIndex]).toBe(0n)
    expect(landed?.meta?.postBalances[recipientIndex]).toBe(amount)
    expect(landed?.transaction.message.instructions[0]).toMatchObject({
      program: 'system',
      parsed: {
        type: 'transfer',
        info: { source: payer.address, destination: recipient.address, lamports: amount },
      },
    })
    expect(landed?.meta?.logMessages).toContain('Program 11111111111111111111111111111111 success')
    expect(typeof landed?.blockTime).toBe('bigint')

    // Sent again: the preflight refuses it as the node does, and without preflight it is dropped, not re-run.
    const again = await post({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }],
    })
    expect(again.json.error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: This transaction has already been processed',
      data: { err: 'AlreadyProcessed' },
    })
    await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), {
        encoding: 'base64',
        skipPreflight: true,
      })
      .send()
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(amount)
    expect(await rpc.getSignaturesForAddress(recipient.address).send()).toHaveLength(1)
  })

  it('quotes with getFeeForMessage the fee it then charges, priority fee included', async () => {
    const payer = await testSigner(9)
    const recipient = await generateKeyPairSigner()
    const computeBudget = address('ComputeBudget111111111111111111111111111111')
    const transaction = await signedTransaction(payer, [
      { programAddress: computeBudget, data: new Uint8Array([2, 0x10, 0x27, 0, 0]) }, // limit 10,000 units
      { programAddress: computeBudget, data: new Uint8Array([3, 0x40, 0x42, 0x0f, 0, 0, 0, 0, 0]) }, // 1 lamport/unit
      getTransferSolInstruction({
        source: payer,
        destination: recipient.address,
        amount: lamports(1_000_000n),
      }),
    ])
    const { value: quoted } = await rpc
      .getFeeForMessage(
        getBase64Decoder().decode(transaction.messageBytes) as TransactionMessageBytesBase64,
      )
      .send()
    expect(quoted).toBe(15_000n)
    const before = (await rpc.getBalance(payer.address).send()).value
    const signature = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
    const landed = await rpc
      .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()
    expect(landed?.meta?.fee).toBe(quoted)
    expect((await rpc.getBalance(payer.address).send()).value).toBe(before - 1_000_000n - 15_000n)
  })

  it('lands an LUSD transfer to a fresh key’s new associated token account', async () => {
    const sender = await testSigner(2)
    const recipient = await generateKeyPairSigner()
    const [source, destination] = [await ataOf(sender.address), await ataOf(recipient.address)]
    const amount = 250_500_000n // 250.5 LUSD
    const mint = address(solanaLocalUsdMint)
    const transaction = await signedTransaction(sender, [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: sender,
        ata: destination,
        owner: recipient.address,
        mint,
      }),
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: sender,
        amount,
        decimals: solanaTestHoldings.usd.decimals,
      }),
    ])
    // base58, the node's default encoding (kit's types offer base64 only, hence the cast)
    const wire = getBase58Decoder().decode(getTransactionEncoder().encode(transaction))
    const signature = await rpc.sendTransaction(wire as never).send()

    const { value: held } = await rpc
      .getTokenAccountsByOwner(
        recipient.address,
        { programId: TOKEN_PROGRAM_ADDRESS },
        { encoding: 'jsonParsed' },
      )
      .send()
    expect(held.map(({ pubkey }) => pubkey)).toEqual([destination])
    expect(held[0]?.account.data.parsed.info.tokenAmount).toEqual({
      amount: '250500000',
      decimals: 6,
      uiAmount: 250.5,
      uiAmountString: '250.5',
    })
    expect((await rpc.getTokenAccountBalance(source).send()).value.uiAmountString).toBe('749.5')

    const landed = await rpc
      .getTransaction(signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 })
      .send()
    const meta = landed?.meta
    const keys = landed?.transaction.message.accountKeys.map((key) => key.pubkey) ?? []
    const at = (key: Address) => keys.indexOf(key)
    expect(meta?.preTokenBalances).toEqual([
      expect.objectContaining({
        accountIndex: at(source),
        mint,
        owner: sender.address,
        uiTokenAmount: expect.objectContaining({ amount: '1000000000' }),
      }),
    ])
    expect(meta?.postTokenBalances).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          accountIndex: at(source),
          uiTokenAmount: expect.objectContaining({ uiAmountString: '749.5' }),
        }),
        expect.objectContaining({
          accountIndex: at(destination),
          owner: recipient.address,
          programId: TOKEN_PROGRAM_ADDRESS,
          uiTokenAmount: expect.objectContaining({ amount: '250500000', uiAmount: 250.5 }),
        }),
      ]),
    )
    expect(
      landed?.transaction.message.instructions.map((instruction) =>
        'parsed' in instruction ? instruction.parsed.type : undefined,
      ),
    ).toEqual(['createIdempotent', 'transferChecked'])
    // The associated token program's CPIs (create the account, initialise it) are recorded and parsed.
    const inner = meta?.innerInstructions?.[0]?.instructions.map((instruction) =>
      'parsed' in instruction ? instruction.parsed.type : undefined,
    )
    expect(inner).toEqual(expect.arrayContaining(['createAccount', 'initializeAccount3']))

    const json = await rpc
      .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()
    expect(json?.transaction.message.header.numRequiredSignatures).toBe(1)
    expect(json?.transaction.signatures).toEqual([signature])
  })

  it('refuses a transaction that fails its simulation, with the node’s error and logs, and records nothing', async () => {
    const poor = await generateKeyPairSigner()
    await rpc.requestAirdrop(poor.address, lamports(10_000_000n)).send()
    const transaction = await signedTransaction(poor, [
      getTransferSolInstruction({
        source: poor,
        destination: address(solanaTestKey(3).address),
        amount: lamports(1_000_000_000n),
      }),
    ])
    const wire = getBase64EncodedWireTransaction(transaction)

    const { json } = await post({
      jsonrpc: '2.0',
      id: 7,
      method: 'sendTransaction',
      params: [wire, { encoding: 'base64' }],
    })
    expect(json.id).toBe(7)
    expect(json.error).toMatchObject({
      code: -32002,
      message:
        'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
      data: { err: { InstructionError: [0, { Custom: 1 }] } },
    })
    expect(json.error.data.logs).toContain(
      'Transfer: insufficient lamports 9995000, need 1000000000',
    )

    const error = await rpc
      .sendTransaction(wire, { encoding: 'base64' })
      .send()
      .catch((caught: unknown) => caught)
    expect(
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true)

    const signature = getSignatureFromTransaction(transaction)
    expect((await rpc.getSignatureStatuses([signature]).send()).value).toEqual([null])
    expect(
      await rpc
        .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
        .send(),
    ).toBeNull()
    const history = await rpc.getSignaturesForAddress(poor.address).send()
    expect(history).toHaveLength(1) // the airdrop only
    expect((await rpc.getBalance(poor.address).send()).value).toBe(10_000_000n)
  })

  it('simulates as wallets ask: unsigned, blockhash replaced, with accounts and inner instructions; state unchanged', async () => {
    const payer = await testSigner(2)
    const recipient = await generateKeyPairSigner()
    const [source, destination] = [await ataOf(payer.address), await ataOf(recipient.address)]
    const mint = address(solanaLocalUsdMint)
    const unsigned = compileTransaction(
      pipe(
        createTransactionMessage({ version: 0 }),
        (message) => setTransactionMessageFeePayer(payer.address, message),
        (message) =>
          setTransactionMessageLifetimeUsingBlockhash(
            { blockhash: solanaLocalGenesisHash as Blockhash, lastValidBlockHeight: 0n },
            message,
          ),
        (message) =>
          appendTransactionMessageInstructions(
            [
              getCreateAssociatedTokenIdempotentInstruction({
                payer,
                ata: destination,
                owner: recipient.address,
                mint,
              }),
              getTransferCheckedInstruction({
                source,
                mint,
                destination,
                authority: payer,
                amount: 5_000_000n,
                decimals: 6,
              }),
            ],
            message,
          ),
      ),
    )
    const { value } = await rpc
      .simulateTransaction(getBase64EncodedWireTransaction(unsigned), {
        encoding: 'base64',
        replaceRecentBlockhash: true,
        innerInstructions: true,
        accounts: { addresses: [destination], encoding: 'jsonParsed' },
      })
      .send()
    expect(value.err).toBeNull()
    expect((await rpc.isBlockhashValid(value.replacementBlockhash.blockhash).send()).value).toBe(
      true,
    )
    expect(value.unitsConsumed).toBeGreaterThan(0n)
    expect(value.logs?.length).toBeGreaterThan(0)
    expect(value.accounts[0]?.data).toMatchObject({
      program: 'spl-token',
      parsed: {
        type: 'account',
        info: { owner: recipient.address, tokenAmount: { uiAmountString: '5' } },
      },
    })
    expect(value.innerInstructions?.[0]?.instructions.length).toBeGreaterThan(0)
    // Nothing happened.
    expect((await rpc.getAccountInfo(destination, { encoding: 'base64' }).send()).value).toBeNull()

    // Signatures checked when asked: this one has none, and the node answers an error, not a simulation.
    const { json } = await post({
      jsonrpc: '2.0',
      id: 1,
      method: 'simulateTransaction',
      params: [getBase64EncodedWireTransaction(unsigned), { encoding: 'base64', sigVerify: true }],
    })
    expect(json.error).toEqual({
      code: -32003,
      message: 'Transaction signature verification failure',
    })
    const sent = await post({
      jsonrpc: '2.0',
      id: 2,
      method: 'sendTransaction',
      params: [getBase64EncodedWireTransaction(unsigned), { encoding: 'base64' }],
    })
    expect(sent.json.error).toEqual(json.error)
  })

  it('lands a failing transaction sent with skipPreflight, with its error and its fee, as a cluster does', async () => {
    const poor = await generateKeyPairSigner()
    await rpc.requestAirdrop(poor.address, lamports(10_000_000n)).send()
    const transaction = await signedTransaction(poor, [
      getTransferSolInstruction({
        source: poor,
        destination: address(solanaTestKey(3).address),
        amount: lamports(1_000_000_000n),
      }),
    ])
    const signature = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), {
        encoding: 'base64',
        skipPreflight: true,
      })
      .send()
    const { value } = await rpc.getSignatureStatuses([signature]).send()
    // kit reads every number as a bigint
    expect(value[0]).toMatchObject({
      err: { InstructionError: [0n, { Custom: 1n }] },
      status: { Err: { InstructionError: [0n, { Custom: 1n }] } },
    })
    expect((await rpc.getBalance(poor.address).send()).value).toBe(10_000_000n - 5_000n)
  })

  it('accepts a blockhash some slots old and refuses an unknown one with the node’s error', async () => {
    const payer = await testSigner(4)
    const { value: earlier } = await rpc.getLatestBlockhash().send()
    await sleep(slotMs * 10)
    expect((await rpc.getLatestBlockhash().send()).value.blockhash).not.toBe(earlier.blockhash)
    expect((await rpc.isBlockhashValid(earlier.blockhash).send()).value).toBe(true)
    const recipient = await generateKeyPairSigner()
    const older = await signedTransaction(
      payer,
      [
        getTransferSolInstruction({
          source: payer,
          destination: recipient.address,
          amount: lamports(1_000_000n),
        }),
      ],
      earlier,
    )
    await rpc.sendTransaction(getBase64EncodedWireTransaction(older), { encoding: 'base64' }).send()
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(1_000_000n)

    const unknown = await signedTransaction(
      payer,
      [
        getTransferSolInstruction({
          source: payer,
          destination: recipient.address,
          amount: lamports(1n),
        }),
      ],
      { blockhash: solanaLocalGenesisHash as Blockhash, lastValidBlockHeight: 0n },
    )
    const { json } = await post({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [getBase64EncodedWireTransaction(unknown), { encoding: 'base64' }],
    })
    expect(json.error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Blockhash not found',
      data: { err: 'BlockhashNotFound', logs: [] },
    })
  })

  it('lands a durable-nonce transaction, whose "blockhash" is the nonce account’s value', async () => {
    const authority = await testSigner(7)
    const nonceAccount = await generateKeyPairSigner()
    const space = BigInt(getNonceSize())
    const rent = await rpc.getMinimumBalanceForRentExemption(space).send()
    const setup = await signedTransaction(authority, [
      getCreateAccountInstruction({
        payer: authority,
        newAccount: nonceAccount,
        lamports: rent,
        space,
        programAddress: address('11111111111111111111111111111111'),
      }),
      getInitializeNonceAccountInstruction({
        nonceAccount: nonceAccount.address,
        nonceAuthority: authority.address,
      }),
    ])
    await rpc.sendTransaction(getBase64EncodedWireTransaction(setup), { encoding: 'base64' }).send()
    const { data: stored } = await fetchNonce(rpc, nonceAccount.address)
    expect((await rpc.isBlockhashValid(stored.blockhash as string as Blockhash).send()).value).toBe(
      false,
    )

    const recipient = await generateKeyPairSigner()
    const transaction = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (message) => setTransactionMessageFeePayerSigner(authority, message),
        (message) =>
          setTransactionMessageLifetimeUsingDurableNonce(
            {
              nonce: stored.blockhash as string as Parameters<
                typeof setTransactionMessageLifetimeUsingDurableNonce
              >[0]['nonce'],
              nonceAccountAddress: nonceAccount.address,
              nonceAuthorityAddress: authority.address,
            },
            message,
          ),
        (message) =>
          appendTransactionMessageInstructions(
            [
              getTransferSolInstruction({
                source: authority,
                destination: recipient.address,
                amount: lamports(2_000_000n),
              }),
            ],
            message,
          ),
      ),
    )
    await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(2_000_000n)
    // The nonce advanced: the same transaction cannot land twice.
    expect((await fetchNonce(rpc, nonceAccount.address)).data.blockhash).not.toBe(stored.blockhash)
  })

  it('resolves a v0 transaction’s address lookup table in its history (loadedAddresses, lookupTable keys)', async () => {
    const payer = await testSigner(3)
    const [first, second] = [await generateKeyPairSigner(), await generateKeyPairSigner()]
    const lookupProgram = address('AddressLookupTab1e1111111111111111111111111')
    const system = address('11111111111111111111111111111111')
    const recentSlot = (await rpc.getSlot().send()) - 1n
    const [table, bump] = await getProgramDerivedAddress({
      programAddress: lookupProgram,
      seeds: [getAddressEncoder().encode(payer.address), getU64Encoder().encode(recentSlot)],
    })
    const tableAccounts = [
      { address: table, role: AccountRole.WRITABLE },
      { address: payer.address, role: AccountRole.READONLY_SIGNER, signer: payer },
      { address: payer.address, role: AccountRole.WRITABLE_SIGNER, signer: payer },
      { address: system, role: AccountRole.READONLY },
    ]
    const create = {
      programAddress: lookupProgram,
      accounts: tableAccounts,
      data: new Uint8Array([0, 0, 0, 0, ...getU64Encoder().encode(recentSlot), bump]),
    }
    const extend = {
      programAddress: lookupProgram,
      accounts: tableAccounts,
      data: new Uint8Array([
        2,
        0,
        0,
        0,
        ...getU64Encoder().encode(2n),
        ...getAddressEncoder().encode(first.address),
        ...getAddressEncoder().encode(second.address),
      ]),
    }
    const setup = await signedTransaction(payer, [create, extend])
    await rpc.sendTransaction(getBase64EncodedWireTransaction(setup), { encoding: 'base64' }).send()
    await sleep(slotMs * 3) // addresses added in a slot are usable from the next one

    const { value: latest } = await rpc.getLatestBlockhash().send()
    const transaction = await signTransactionMessageWithSigners(
      compressTransactionMessageUsingAddressLookupTables(
        pipe(
          createTransactionMessage({ version: 0 }),
          (message) => setTransactionMessageFeePayerSigner(payer, message),
          (message) => setTransactionMessageLifetimeUsingBlockhash(latest, message),
          (message) =>
            appendTransactionMessageInstructions(
              [
                getTransferSolInstruction({
                  source: payer,
                  destination: second.address,
                  amount: lamports(3_000_000n),
                }),
              ],
              message,
            ),
        ),
        { [table]: [first.address, second.address] },
      ),
    )
    const signature = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
    expect((await rpc.getBalance(second.address).send()).value).toBe(3_000_000n)

    const json = await rpc
      .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()
    expect(json?.transaction.message.accountKeys).not.toContain(second.address)
    const message = json?.transaction.message
    expect(message && 'addressTableLookups' in message && message.addressTableLookups).toEqual([
      { accountKey: table, writableIndexes: [1], readonlyIndexes: [] },
    ])
    expect(json?.meta?.loadedAddresses).toEqual({ writable: [second.address], readonly: [] })
    const parsed = await rpc
      .getTransaction(signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 })
      .send()
    const keys = parsed?.transaction.message.accountKeys ?? []
    const at = keys.findIndex((key) => key.pubkey === second.address)
    expect(keys[at]).toEqual({
      pubkey: second.address,
      signer: false,
      source: 'lookupTable',
      writable: true,
    })
    expect(parsed?.meta?.postBalances[at]).toBe(3_000_000n)
    expect(await rpc.getSignaturesForAddress(second.address).send()).toHaveLength(1)
  })

  it('pages an address’s signatures newest first (limit, before, until)', async () => {
    const payer = await testSigner(5)
    const recipient = await generateKeyPairSigner()
    const signatures = []
    for (const amount of [1_000_000n, 2_000_000n, 3_000_000n]) {
      const transaction = await signedTransaction(payer, [
        getTransferSolInstruction({
          source: payer,
          destination: recipient.address,
          amount: lamports(amount),
        }),
      ])
      signatures.push(
        await rpc
          .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
          .send(),
      )
    }
    const [first, second, third] = signatures as [never, never, never]
    const page = async (config: Parameters<typeof rpc.getSignaturesForAddress>[1]) =>
      (await rpc.getSignaturesForAddress(recipient.address, config).send()).map(
        (entry) => entry.signature,
      )
    expect(await page({})).toEqual([third, second, first])
    expect(await page({ limit: 2 })).toEqual([third, second])
    expect(await page({ before: third })).toEqual([second, first])
    expect(await page({ until: first })).toEqual([third, second])
    expect(await page({ before: third, until: first })).toEqual([second])
  })

  it('refuses a blockhash older than 150 blocks', async () => {
    // A chain of its own with 1 ms slots, so 150 blocks pass in a moment.
    const fast = await startSolanaChain({ port: 0, slotMs: 1 })
    try {
      const fastRpc = createSolanaRpc(fast.rpcUrl)
      const before = await fastRpc.getBlockHeight().send()
      const { value: issued } = await fastRpc.getLatestBlockhash().send()
      const after = await fastRpc.getBlockHeight().send()
      expect(issued.lastValidBlockHeight).toBeGreaterThanOrEqual(before + 150n)
      expect(issued.lastValidBlockHeight).toBeLessThanOrEqual(after + 150n)
      while ((await fastRpc.getBlockHeight().send()) <= issued.lastValidBlockHeight) await sleep(20)
      expect((await fastRpc.isBlockhashValid(issued.blockhash).send()).value).toBe(false)

      const payer = await testSigner(6)
      const transaction = await signTransactionMessageWithSigners(
        pipe(
          createTransactionMessage({ version: 0 }),
          (message) => setTransactionMessageFeePayerSigner(payer, message),
          (message) => setTransactionMessageLifetimeUsingBlockhash(issued, message),
          (message) =>
            appendTransactionMessageInstructions(
              [
                getTransferSolInstruction({
                  source: payer,
                  destination: address(solanaTestKey(7).address),
                  amount: lamports(1n),
                }),
              ],
              message,
            ),
        ),
      )
      const response = await fetch(fast.rpcUrl, {
        method: 'POST',
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'sendTransaction',
          params: [getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }],
        }),
      })
      expect(((await response.json()) as { error: unknown }).error).toMatchObject({
        code: -32002,
        message: 'Transaction simulation failed: Blockhash not found',
      })
      expect((await fastRpc.getBalance(payer.address).send()).value).toBe(
        solanaTestHoldings.lamports,
      )
    } finally {
      await fast.close()
    }
  })

  it('answers wrong params with -32602, unknown methods with -32601, batches and CORS preflights', async () => {
    expect(
      (await post({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [42] })).json.error.code,
    ).toBe(-32602)
    expect(
      (await post({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: ['not-an-address'] })).json
        .error.code,
    ).toBe(-32602)
    expect(
      (await post({ jsonrpc: '2.0', id: 1, method: 'getTransaction', params: [] })).json.error.code,
    ).toBe(-32602)
    expect((await post({ jsonrpc: '2.0', id: 1, method: 'getBalance' })).json.error).toMatchObject({
      code: -32602,
    })
    expect(
      (
        await post({
          jsonrpc: '2.0',
          id: 1,
          method: 'getTokenSupply',
          params: [solanaTestKey(0).address],
        })
      ).json.error,
    ).toEqual({
      code: -32602,
      message: 'Invalid param: not a v2.0 Token mint',
    })
    expect((await post({ jsonrpc: '2.0', id: 2, method: 'eth_chainId', params: [] })).json).toEqual(
      {
        jsonrpc: '2.0',
        error: { code: -32601, message: 'Method not found' },
        id: 2,
      },
    )
    expect((await post('{"jsonrpc":"2.0",')).json.error.code).toBe(-32700)
    // A token account is 165 bytes: too long for the legacy base58 default, as on a real node.
    const ata = await ataOf(address(solanaTestKey(0).address))
    expect(
      (await post({ jsonrpc: '2.0', id: 3, method: 'getAccountInfo', params: [ata] })).json.error,
    ).toEqual({
      code: -32600,
      message:
        'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
    })

    const batch = await post([
      { jsonrpc: '2.0', id: 'a', method: 'getGenesisHash' },
      { jsonrpc: '2.0', id: 'b', method: 'nope' },
    ])
    expect(batch.json).toEqual([
      { jsonrpc: '2.0', result: solanaLocalGenesisHash, id: 'a' },
      { jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id: 'b' },
    ])
    expect(batch.headers.get('access-control-allow-origin')).toBe('*')

    const preflight = await fetch(chain.rpcUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,solana-client',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,solana-client')
  })

  it('confirms through its WebSocket as kit’s sendAndConfirmTransaction waits (signature, slot, account)', async () => {
    const rpcSubscriptions = createSolanaRpcSubscriptions(chain.wsUrl)
    expect(chain.wsUrl).toBe(
      chain.rpcUrl.replace(
        /^http:(.*):(\d+)$/,
        (_, host, port) => `ws:${host}:${Number(port) + 1}`,
      ),
    )
    const payer = await testSigner(8)
    const recipient = await generateKeyPairSigner()
    const abort = new AbortController()
    const watched = await rpcSubscriptions
      .accountNotifications(recipient.address, { encoding: 'base64' })
      .subscribe({ abortSignal: abort.signal })
    const firstChange = (async () => {
      for await (const notification of watched) return notification.value.lamports
    })()

    const transaction = await signedTransaction(payer, [
      getTransferSolInstruction({
        source: payer,
        destination: recipient.address,
        amount: lamports(7_000_000n),
      }),
    ])
    assertIsTransactionWithBlockhashLifetime(transaction)
    await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(transaction, {
      commitment: 'confirmed',
    })
    expect(await firstChange).toBe(7_000_000n)
    abort.abort()

    const slots = new AbortController()
    const slotNotifications = await rpcSubscriptions
      .slotNotifications()
      .subscribe({ abortSignal: slots.signal })
    const seen: bigint[] = []
    for await (const notification of slotNotifications) {
      seen.push(notification.slot)
      if (seen.length === 2) break
    }
    slots.abort()
    expect(seen[1]).toBeGreaterThan(seen[0] ?? 0n)
  })

  it('refuses a port that is taken, saying so', async () => {
    const port = Number(new URL(chain.rpcUrl).port)
    await expect(startSolanaChain({ port })).rejects.toThrow(`Port ${port} is already in use`)
    await expect(startSolanaChain({ port: port - 1 })).rejects.toThrow(
      `Port ${port} is already in use`,
    )
  })

  it('advances slots on its clock', async () => {
    const first = await rpc.getSlot().send()
    await sleep(slotMs * 5)
    const later = await rpc.getSlot().send()
    expect(later).toBeGreaterThan(first)
    const epoch = await rpc.getEpochInfo().send()
    expect(epoch.absoluteSlot).toBeGreaterThanOrEqual(later)
    expect(epoch.slotIndex).toBe(epoch.absoluteSlot % epoch.slotsInEpoch)
    expect(await rpc.getBlockHeight().send()).toBeGreaterThanOrEqual(epoch.blockHeight)
  })
})
