import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import {
  address,
  appendTransactionMessageInstruction,
  type CompiledTransactionMessage,
  type CompiledTransactionMessageWithLifetime,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getTransactionDecoder,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Transaction,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { Clock, FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import { decodeMint, decodeTokenAccount, type MintState } from './decodeTokenState'
import type { LedgerAccount } from './encodeSolanaAccount'
import { systemProgram } from './parseSolanaInstruction'
import { SolanaRpcError } from './SolanaRpcError'
import { chargedFee, solanaFee } from './solanaFee'
import {
  type SolanaTransactionError,
  solanaTransactionError,
  transactionErrorByName,
} from './solanaTransactionError'
import { type UiTokenAmount, uiTokenAmount } from './uiTokenAmount'
import { solanaFaucet, solanaFaucetKey, writeSolanaGenesis } from './writeSolanaGenesis'

/** A blockhash stays usable for 150 blocks after the one that made it (the node's MAX_PROCESSING_AGE). */
export const blockhashValidBlocks = 150n

export type TokenBalance = {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

export type CompiledInnerInstruction = {
  programIdIndex: number
  accounts: number[]
  data: Uint8Array
  stackHeight: number
}

/** What the node would keep of an executed transaction: its bytes, where it landed and its status metadata. */
export type TransactionRecord = {
  signature: string
  wire: Uint8Array
  message: DecodedMessage
  signatures: string[]
  accountKeys: string[]
  loadedAddresses: { writable: string[]; readonly: string[] }
  slot: bigint
  blockTime: number
  meta: {
    err: SolanaTransactionError | null
    fee: bigint
    preBalances: bigint[]
    postBalances: bigint[]
    preTokenBalances: TokenBalance[]
    postTokenBalances: TokenBalance[]
    logMessages: string[]
    innerInstructions: { index: number; instructions: CompiledInnerInstruction[] }[]
    computeUnitsConsumed: bigint
  }
}

/** Legacy and v0 messages (what wallets send today); v1 is refused at the door. */
export type DecodedMessage = Exclude<CompiledTransactionMessage, { version: 1 }> &
  CompiledTransactionMessageWithLifetime

type Decoded = {
  transaction: Transaction
  message: DecodedMessage
  signature: string
  signatures: string[]
  accountKeys: string[]
  loadedAddresses: { writable: string[]; readonly: string[] }
}

export type SimulationResult = {
  err: SolanaTransactionError | null
  logs: string[]
  unitsConsumed: bigint
  fee: bigint
  accountKeys: string[]
  loadedAddresses: { writable: string[]; readonly: string[] }
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
  /** The simulated state of every account the transaction loaded. */
  postAccounts: Map<string, LedgerAccount>
  innerInstructions: { index: number; instructions: CompiledInnerInstruction[] }[]
  returnData: { programId: string; data: Uint8Array } | null
  replacementBlockhash: { blockhash: string; lastValidBlockHeight: bigint } | null
}

const signatureFailure = () =>
  new SolanaRpcError(-32003, 'Transaction signature verification failure')

export type SolanaLedger = Awaited<ReturnType<typeof createSolanaLedger>>

/** What a subscription listens to: a new slot, or a transaction that landed. */
export type LedgerEvent =
  | { kind: 'slot'; slot: bigint }
  | { kind: 'transaction'; record: TransactionRecord }

/**
 * litesvm (the real SVM runtime, in process) with what a node adds around it: a slot clock and the recent
 * blockhashes it accepts, and the record of every landed transaction for getTransaction and
 * getSignaturesForAddress (litesvm keeps signatures only, to refuse duplicates).
 */
export async function createSolanaLedger(options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now
  // litesvm accepts only its latest blockhash; the node accepts the last 150, which `recentBlockhashes` checks.
  const svm = new LiteSVM().withBlockhashCheck(false)
  await writeSolanaGenesis(svm)
  const schedule = svm.getEpochSchedule()
  const faucet = await createKeyPairSignerFromPrivateKeyBytes(solanaFaucetKey)

  let slot = 0n
  const genesisTime = BigInt(Math.floor(now() / 1000))
  /** blockhash → the block height that made it. */
  const recentBlockhashes = new Map<string, bigint>()
  const records: TransactionRecord[] = []
  const bySignature = new Map<string, TransactionRecord>()
  let transactionCount = 0n
  const listeners = new Set<(event: LedgerEvent) => void>()
  const emit = (event: LedgerEvent) => {
    for (const listener of listeners)
      try {
        listener(event)
      } catch {
        // A subscriber's failure is its own: the transaction has landed all the same.
      }
  }

  // The SlotHashes sysvar, newest first (512 kept, as the node keeps): programs read recent slots from it, the
  // address lookup table program among them.
  const slotHashes: { slot: bigint; hash: string }[] = []

  function produceBlock() {
    // The slot before this one is complete: it joins SlotHashes (which, as on a node, holds past slots only).
    if (slot > 0n) {
      slotHashes.unshift({ slot: slot - 1n, hash: svm.latestBlockhash() })
      slotHashes.length = Math.min(slotHashes.length, 512)
      svm.setSlotHashes(slotHashes)
    }
    svm.expireBlockhash()
    recentBlockhashes.set(svm.latestBlockhash(), slot)
    for (const [blockhash, height] of recentBlockhashes)
      if (height + blockhashValidBlocks * 2n < slot) recentBlockhashes.delete(blockhash)
      else break
    const epoch = slot / schedule.slotsPerEpoch
    svm.setClock(new Clock(slot, genesisTime, epoch, epoch + 1n, BigInt(Math.floor(now() / 1000))))
  }
  produceBlock()

  const blockHeight = () => slot // no skipped slots here: every slot has its block
  const isBlockhashValid = (blockhash: string) => {
    const madeAt = recentBlockhashes.get(blockhash)
    return madeAt !== undefined && blockHeight() <= madeAt + blockhashValidBlocks
  }

  /**
   * A transaction's lifetime: a recent blockhash, or a durable nonce (its first instruction advances a nonce
   * account whose stored nonce is the "blockhash"), as the node checks it.
   */
  function isLifetimeValid(message: DecodedMessage) {
    if (isBlockhashValid(message.lifetimeToken)) return true
    const first = message.instructions[0]
    const data = first?.data
    if (!first || message.staticAccounts[first.programAddressIndex] !== systemProgram) return false
    if (
      !data ||
      data.length < 4 ||
      data[0] !== 4 ||
      data[1] !== 0 ||
      data[2] !== 0 ||
      data[3] !== 0
    )
      return false // not AdvanceNonceAccount
    const nonceKey = message.staticAccounts[first.accountIndices?.[0] ?? -1]
    const nonce = nonceKey ? account(nonceKey) : undefined
    // Nonce account: version u32, state u32 (1 = initialized), authority (32 bytes), then the nonce.
    if (!nonce || nonce.owner !== systemProgram || nonce.data.length < 72 || nonce.data[4] !== 1)
      return false
    return base58.encode(nonce.data.subarray(40, 72)) === message.lifetimeToken
  }

  function account(key: string): LedgerAccount | undefined {
    const found = svm.getAccount(address(key))
    if (!found.exists) return undefined
    return {
      lamports: found.lamports,
      data: new Uint8Array(found.data),
      owner: found.programAddress,
      executable: found.executable,
    }
  }

  const mint = (key: string): MintState | undefined => {
    const found = account(key)
    return found && decodeMint(found.owner, found.data)
  }

  function tokenBalances(
    accountKeys: readonly string[],
    read: (key: string) => LedgerAccount | undefined,
  ) {
    const balances: TokenBalance[] = []
    accountKeys.forEach((key, accountIndex) => {
      const found = read(key)
      const tokenAccount = found && decodeTokenAccount(found.owner, found.data)
      const decimals = tokenAccount && mint(tokenAccount.mint)?.decimals
      if (!found || !tokenAccount || decimals === undefined) return
      balances.push({
        accountIndex,
        mint: tokenAccount.mint,
        owner: tokenAccount.owner,
        programId: found.owner,
        uiTokenAmount: uiTokenAmount(tokenAccount.amount, decimals),
      })
    })
    return balances
  }

  function decode(wire: Uint8Array): Decoded {
    let transaction: Transaction
    let compiled: CompiledTransactionMessage & CompiledTransactionMessageWithLifetime
    try {
      transaction = getTransactionDecoder().decode(wire)
      compiled = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    } catch (error) {
      throw SolanaRpcError.invalidParams(
        `invalid transaction: ${error instanceof Error ? error.message : 'failed to deserialize'}`,
      )
    }
    if (compiled.version === 1)
      throw SolanaRpcError.invalidParams('invalid transaction: Transaction version is unsupported')
    const message: DecodedMessage = compiled
    const signatures = Object.values(transaction.signatures).map((bytes) =>
      base58.encode(bytes ?? new Uint8Array(64)),
    )
    const loadedAddresses = loadLookups(message)
    return {
      transaction,
      message,
      signature: signatures[0] ?? base58.encode(new Uint8Array(64)),
      signatures,
      accountKeys: [
        ...message.staticAccounts,
        ...loadedAddresses.writable,
        ...loadedAddresses.readonly,
      ],
      loadedAddresses,
    }
  }

  /** The addresses a v0 transaction loads from lookup tables (a table holds a 56-byte header, then addresses). */
  function loadLookups(message: DecodedMessage) {
    const loaded = { writable: [] as string[], readonly: [] as string[] }
    const lookups = 'addressTableLookups' in message ? (message.addressTableLookups ?? []) : []
    for (const lookup of lookups) {
      const table = account(lookup.lookupTableAddress)
      const at = (index: number) => {
        const start = 56 + index * 32
        if (!table || table.data.length < start + 32)
          throw SolanaRpcError.invalidParams('invalid transaction: address table lookup failed')
        return base58.encode(table.data.subarray(start, start + 32))
      }
      loaded.writable.push(...lookup.writableIndexes.map(at))
      loaded.readonly.push(...lookup.readonlyIndexes.map(at))
    }
    return loaded
  }

  function innerInstructionsOf(meta: TransactionMetadata) {
    return meta
      .innerInstructions()
      .map((list, index) => ({
        index,
        instructions: list.map((inner) => ({
          programIdIndex: inner.instruction().programIdIndex(),
          accounts: [...inner.instruction().accounts()],
          data: new Uint8Array(inner.instruction().data()),
          stackHeight: inner.stackHeight(),
        })),
      }))
      .filter((entry) => entry.instructions.length > 0)
  }

  // What litesvm charged (its text), else what the node would compute.
  const feeOf = (message: DecodedMessage, meta?: TransactionMetadata) =>
    (meta && chargedFee(meta.toString())) ?? solanaFee(message)

  function simulateDecoded(
    decoded: Decoded,
    config: { sigVerify: boolean; replaceRecentBlockhash: boolean },
  ): SimulationResult {
    let { transaction } = decoded
    let replacementBlockhash: SimulationResult['replacementBlockhash'] = null
    if (config.replaceRecentBlockhash) {
      replacementBlockhash = latestBlockhash()
      const message = { ...decoded.message, lifetimeToken: replacementBlockhash.blockhash }
      transaction = {
        ...transaction,
        messageBytes: getCompiledTransactionMessageEncoder().encode(
          message,
        ) as Transaction['messageBytes'],
      }
    }
    const preBalances = decoded.accountKeys.map((key) => account(key)?.lamports ?? 0n)
    const preTokenBalances = tokenBalances(decoded.accountKeys, account)
    const empty = {
      logs: [],
      unitsConsumed: 0n,
      fee: feeOf(decoded.message),
      accountKeys: decoded.accountKeys,
      loadedAddresses: decoded.loadedAddresses,
      preBalances,
      postBalances: preBalances,
      preTokenBalances,
      postTokenBalances: preTokenBalances,
      postAccounts: new Map(),
      innerInstructions: [],
      returnData: null,
      replacementBlockhash,
    }
    // The node checks signatures before simulating, and answers an error rather than a simulation.
    if (config.sigVerify && !hasValidSignatures(decoded)) throw signatureFailure()
    if (!config.replaceRecentBlockhash && !isLifetimeValid(decoded.message))
      return { ...empty, err: transactionErrorByName('BlockhashNotFound') }

    svm.withSigverify(config.sigVerify)
    let result: ReturnType<LiteSVM['simulateTransaction']>
    try {
      result = svm.simulateTransaction(transaction)
    } catch {
      // litesvm refuses a transaction missing a signature before verifying it.
      return { ...empty, err: transactionErrorByName('SignatureFailure') }
    } finally {
      svm.withSigverify(true)
    }
    if (result instanceof FailedTransactionMetadata) {
      const meta = result.meta()
      return {
        ...empty,
        err: solanaTransactionError(result),
        fee: feeOf(decoded.message, meta),
        logs: meta.logs(),
        unitsConsumed: meta.computeUnitsConsumed(),
        innerInstructions: innerInstructionsOf(meta),
      }
    }
    const meta = result.meta()
    const postAccounts = new Map<string, LedgerAccount>()
    for (const post of result.postAccounts())
      postAccounts.set(post.address, {
        lamports: post.lamports,
        data: new Uint8Array(post.data),
        owner: post.programAddress,
        executable: post.executable,
      })
    const after = (key: string) => (postAccounts.has(key) ? postAccounts.get(key) : account(key))
    const returned = meta.returnData()
    return {
      ...empty,
      err: null,
      fee: feeOf(decoded.message, meta),
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
      postBalances: decoded.accountKeys.map((key) => after(key)?.lamports ?? 0n),
      postTokenBalances: tokenBalances(decoded.accountKeys, after),
      postAccounts,
      innerInstructions: innerInstructionsOf(meta),
      returnData:
        returned.data().length > 0
          ? {
              programId: base58.encode(returned.programId()),
              data: new Uint8Array(returned.data()),
            }
          : null,
    }
  }

  /** Every signer's ed25519 signature of the message, present and valid. */
  function hasValidSignatures(decoded: Decoded) {
    const signers = decoded.message.staticAccounts.slice(
      0,
      decoded.message.header.numSignerAccounts,
    )
    return signers.every((signer) => {
      const signature = decoded.transaction.signatures[signer]
      try {
        return (
          signature != null &&
          ed25519.verify(
            new Uint8Array(signature),
            new Uint8Array(decoded.transaction.messageBytes),
            base58.decode(signer),
          )
        )
      } catch {
        return false
      }
    })
  }

  function latestBlockhash() {
    const blockhash = svm.latestBlockhash()
    return {
      blockhash,
      lastValidBlockHeight: (recentBlockhashes.get(blockhash) ?? slot) + blockhashValidBlocks,
    }
  }

  /**
   * sendTransaction: preflight (signatures, then a simulation) unless skipped; then execution. A transaction whose
   * blockhash has expired, or that cannot pay its fee, is dropped as a leader would drop it: its signature comes
   * back, it never lands.
   */
  function send(wire: Uint8Array, config: { skipPreflight: boolean }): string {
    const decoded = decode(wire)
    if (!config.skipPreflight) {
      const simulation = simulateDecoded(decoded, {
        sigVerify: true,
        replaceRecentBlockhash: false,
      })
      if (simulation.err?.json === 'SignatureFailure') throw signatureFailure()
      if (simulation.err) throw SolanaRpcError.simulationFailed(simulation)
    }
    // An expired lifetime, or a transaction that already landed (a resend), goes no further.
    if (!isLifetimeValid(decoded.message) || bySignature.has(decoded.signature))
      return decoded.signature
    const preBalances = decoded.accountKeys.map((key) => account(key)?.lamports ?? 0n)
    const preTokenBalances = tokenBalances(decoded.accountKeys, account)
    let result: ReturnType<LiteSVM['sendTransaction']>
    try {
      result = svm.sendTransaction(decoded.transaction)
    } catch {
      return decoded.signature
    }
    const failed = result instanceof FailedTransactionMetadata ? result : undefined
    // litesvm keeps what landed (executed or charged its fee) in its history, and nothing else.
    if (
      failed &&
      svm.getTransaction(decoded.signature as Parameters<LiteSVM['getTransaction']>[0]) === null
    )
      return decoded.signature
    const meta = failed ? failed.meta() : (result as TransactionMetadata)
    const record: TransactionRecord = {
      signature: decoded.signature,
      wire,
      message: decoded.message,
      signatures: decoded.signatures,
      accountKeys: decoded.accountKeys,
      loadedAddresses: decoded.loadedAddresses,
      slot,
      blockTime: Math.floor(now() / 1000),
      meta: {
        err: failed ? solanaTransactionError(failed) : null,
        fee: feeOf(decoded.message, meta),
        preBalances,
        postBalances: decoded.accountKeys.map((key) => account(key)?.lamports ?? 0n),
        preTokenBalances,
        postTokenBalances: tokenBalances(decoded.accountKeys, account),
        logMessages: meta.logs(),
        innerInstructions: innerInstructionsOf(meta),
        computeUnitsConsumed: meta.computeUnitsConsumed(),
      },
    }
    records.push(record)
    bySignature.set(record.signature, record)
    transactionCount += 1n
    emit({ kind: 'transaction', record })
    return record.signature
  }

  return {
    slot: () => slot,
    blockHeight,
    transactionCount: () => transactionCount,
    epochInfo() {
      const slotsInEpoch = schedule.slotsPerEpoch
      return {
        absoluteSlot: slot,
        blockHeight: blockHeight(),
        epoch: slot / slotsInEpoch,
        slotIndex: slot % slotsInEpoch,
        slotsInEpoch,
        transactionCount,
      }
    },
    /** The next slot (and its block and blockhash); the chain's clock calls it every `slotMs`. */
    advanceSlot() {
      slot += 1n
      produceBlock()
      emit({ kind: 'slot', slot })
    },
    /** Calls `listener` on every new slot and landed transaction; returns the unsubscribe. */
    listen(listener: (event: LedgerEvent) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    latestBlockhash,
    isBlockhashValid,
    account,
    mint,
    /** The accounts `program` owns. */
    programAccounts(program: string) {
      return svm.getProgramAccounts(address(program)).map((found) => ({
        pubkey: found.address as string,
        account: {
          lamports: found.lamports as bigint,
          data: new Uint8Array(found.data),
          owner: found.programAddress as string,
          executable: found.executable,
        } satisfies LedgerAccount,
      }))
    },
    epochSchedule: () => ({
      slotsPerEpoch: schedule.slotsPerEpoch,
      leaderScheduleSlotOffset: schedule.leaderScheduleSlotOffset,
      warmup: schedule.warmup,
      firstNormalEpoch: schedule.firstNormalEpoch,
      firstNormalSlot: schedule.firstNormalSlot,
    }),
    minimumBalanceForRentExemption: (size: bigint) => svm.minimumBalanceForRentExemption(size),
    feeForMessage(messageBytes: Uint8Array): bigint | null {
      const message = getCompiledTransactionMessageDecoder().decode(messageBytes)
      if (message.version === 1) throw SolanaRpcError.invalidParams('invalid transaction message')
      return isLifetimeValid(message) ? solanaFee(message) : null
    },
    decode,
    simulate(wire: Uint8Array, config: { sigVerify: boolean; replaceRecentBlockhash: boolean }) {
      return simulateDecoded(decode(wire), config)
    },
    send,
    transaction: (signature: string) => bySignature.get(signature),
    /** Landed transactions that name `key`, newest first. */
    transactionsOf: (key: string) =>
      records.filter((record) => record.accountKeys.includes(key)).reverse(),
    /** A System transfer from the faucet, signed and sent like any transaction. */
    async airdrop(to: string, amount: bigint) {
      const message = pipe(
        createTransactionMessage({ version: 'legacy' }),
        (draft) => setTransactionMessageFeePayerSigner(faucet, draft),
        (draft) => setTransactionMessageLifetimeUsingBlockhash(latestBlockhash(), draft),
        (draft) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({
              source: faucet,
              destination: address(to),
              amount: lamports(amount),
            }),
            draft,
          ),
      )
      const signed = await signTransactionMessageWithSigners(message)
      return send(new Uint8Array(getTransactionEncoder().encode(signed)), { skipPreflight: false })
    },
    faucet: solanaFaucet,
  }
}
