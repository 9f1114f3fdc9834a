import { randomBytes } from 'node:crypto'
import { errorTexts, validateSendCalls } from '@latch/core'
import { getBase58Decoder, getBase64Decoder } from '@solana/kit'
import {
  BaseError,
  bytesToHex,
  defineChain,
  type Hex,
  HttpRequestError,
  isHex,
  TimeoutError,
  type TransactionReceipt,
  toHex,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import type { ServedChain } from '../../platform/chains/createChainRegistry'
import type { Kek } from '../../platform/crypto/kekList'
import { KeyUnavailableError, openKey, sealKey } from '../../platform/crypto/keyEnvelope'
import type { Database } from '../../platform/db/Database'
import { HttpError, httpErrors } from '../../platform/http/HttpError'
import { parseRequest } from '../../platform/http/parseRequest'
import type { ModuleContext } from '../../platform/ServerModule'
import { callsStatusCode } from './callsStatusCode'
import { isSolanaTransactionMessage } from './isSolanaTransactionMessage'
import { sendSolanaTransaction } from './sendSolanaTransaction'
import {
  callsStatusParams,
  chainIdInput,
  personalSignParams,
  sendCallsParams,
  sendTransactionParams,
  signTypedDataParams,
  type transactionInput,
} from './signRequest'
import { signSolanaTransaction } from './signSolanaTransaction'
import { newSolanaSeed, type SolanaSigner, solanaSigner } from './solanaSigner'
import {
  type SolanaWalletMethod,
  solanaNetworkInput,
  solanaSignAndSendTransactionParams,
  solanaSignMessageParams,
  solanaSignTransactionParams,
  solanaWalletMethods,
} from './solanaSignRequest'
import { type CallBatch, type WalletKeyRecord, walletsStore } from './store'

/** What the wallets' service is built from (a module context has it all). */
export type WalletsServiceContext = Pick<ModuleContext, 'db' | 'config' | 'chains' | 'log'>

/** The namespaces a user holds a key in: secp256k1 for EVM, ed25519 for Solana. */
export type WalletNamespace = 'eip155' | 'solana'

export type SignRequest = {
  userId: string
  method: string
  params?: unknown
  /**
   * 1, '0x1', '1' or 'eip155:1' (needed by the methods that send), or a served Solana network `solana:<32
   * base58>`, which makes it a request of the user's Solana account.
   */
  chainId?: unknown
}

/** A batch still `sending` after this long was cut off (its process stopped): it reports as stopped. */
const BATCH_SENDING_STALE_MS = 10 * 60_000
/** How long a batch waits for one call's receipt before it sends the next, and how often it asks. */
const RECEIPT_TIMEOUT_MS = 5 * 60_000
const RECEIPT_POLL_MS = 250

const notAllowed = () =>
  new HttpError(403, errorTexts.actionNotAllowed, errorTexts.rpcCallNotAllowed)
const unavailable = () =>
  new HttpError(503, 'Server Error', 'The embedded wallet is not available on this server')

/**
 * Key custody and signing for the embedded wallet (docs/embedded-wallet.md, "Embedded wallet: custody"). A
 * user's key is created on first use, stored only as AES-256-GCM ciphertext under the current KEK, and
 * decrypted into a Buffer for one signature at a time, zeroed right after.
 */
export function walletsService({ db, config, chains, log }: WalletsServiceContext) {
  const store = walletsStore(db)
  const keks = config.wallets.keks
  const sendQueues = sendQueuesOf(db)
  /** Batches this process is sending (awaited by `stop`). */
  const sendingBatches = new Set<Promise<void>>()
  /** Set by `stop`: a batch sends no further call and stops waiting for a receipt. */
  let stopping = false

  /** The user's key in `namespace`, created on first use. */
  async function keyFor(
    userId: string,
    namespace: WalletNamespace = 'eip155',
  ): Promise<WalletKeyRecord> {
    const found = await store.findKey(userId, namespace)
    if (found) return found
    const [kek] = keks
    if (!kek) throw unavailable()
    const record = namespace === 'solana' ? newSolanaKey(userId, kek) : newEvmKey(userId, kek)
    if (await store.insertKey(record)) return record
    // Another request created this user's key first (the primary key refused ours): use that one.
    const winner = await store.findKey(userId, namespace)
    if (!winner) throw new Error('a wallet key was neither inserted nor found')
    return winner
  }

  function newEvmKey(userId: string, kek: Kek): WalletKeyRecord {
    const owner = { userId, namespace: 'eip155' } as const
    const privateKey = newSecp256k1Key()
    let record: WalletKeyRecord
    try {
      const account = privateKeyToAccount(bytesToHex(privateKey))
      record = {
        ...owner,
        curve: 'secp256k1',
        address: account.address,
        publicKey: Buffer.from(account.publicKey.slice(2), 'hex'),
        envelope: sealKey(privateKey, kek, owner),
      }
    } finally {
      privateKey.fill(0)
    }
    return record
  }

  /** An ed25519 key: 32 random bytes (the seed), sealed as the EVM key is; the address is the public key in base58. */
  function newSolanaKey(userId: string, kek: Kek): WalletKeyRecord {
    const owner = { userId, namespace: 'solana' } as const
    const seed = newSolanaSeed()
    try {
      const { address, publicKey } = solanaSigner(seed)
      return { ...owner, curve: 'ed25519', address, publicKey, envelope: sealKey(seed, kek, owner) }
    } finally {
      seed.fill(0)
    }
  }

  /** Decrypts the key for one use; the caller zeroes it. */
  function decrypt(key: WalletKeyRecord): Buffer {
    try {
      return openKey(key.envelope, keks, { userId: key.userId, namespace: key.namespace })
    } catch (error) {
      if (!(error instanceof KeyUnavailableError)) throw error
      log.error({ userId: key.userId, reason: error.message }, 'wallet key unavailable')
      throw unavailable()
    }
  }

  /**
   * Runs `use` with the user's signing account. The decrypted key is zeroed once `use` settles; viem holds a
   * hex copy (an immutable string) in the account until it is collected, so `use` only signs, never waits on
   * the network.
   */
  async function withAccount<T>(
    key: WalletKeyRecord,
    use: (account: PrivateKeyAccount) => Promise<T>,
  ): Promise<T> {
    const privateKey = decrypt(key)
    try {
      return await use(privateKeyToAccount(bytesToHex(privateKey)))
    } finally {
      privateKey.fill(0)
    }
  }

  /**
   * Runs `use` with the user's Solana signer; the decrypted seed is zeroed once it returns. Synchronous: `use`
   * signs, it never waits on the network with the key open. A seed that is not the stored address's (a row
   * tampered with beyond what the envelope binds) signs nothing.
   */
  function withSolanaSigner<T>(key: WalletKeyRecord, use: (signer: SolanaSigner) => T): T {
    const seed = decrypt(key)
    try {
      const signer = solanaSigner(seed)
      if (key.curve !== 'ed25519' || signer.address !== key.address) {
        log.error({ userId: key.userId }, 'wallet key does not match its address')
        throw unavailable()
      }
      return use(signer)
    } finally {
      seed.fill(0)
    }
  }

  /**
   * The Solana methods (WalletConnect's Solana JSON-RPC reference) on a served network: signMessage,
   * signTransaction and signAndSendTransaction of the user's ed25519 key; anything else 403 "Requested RPC call
   * is not allowed".
   */
  async function signSolana({ userId, method, params, chainId }: SignRequest): Promise<unknown> {
    if (!(solanaWalletMethods as readonly string[]).includes(method)) throw notAllowed()
    const network = parseRequest(z.object({ chainId: solanaNetworkInput }), { chainId }).chainId
    const served = config.solana.chains.find((chain) => chain.caipNetworkId === network)
    if (!served) throw httpErrors.badRequest(`chainId: ${network} is not served here`)
    const signTransaction = (key: WalletKeyRecord, transaction: Uint8Array) => {
      const signed = withSolanaSigner(key, (signer) => signSolanaTransaction(transaction, signer))
      if ('problem' in signed) throw httpErrors.badRequest(`params.transaction: ${signed.problem}`)
      return signed
    }
    switch (method as SolanaWalletMethod) {
      case 'solana_signMessage': {
        const { message, pubkey } = paramsOf(solanaSignMessageParams, params)
        const key = await keyFor(userId, 'solana')
        if (pubkey !== key.address)
          throw httpErrors.badRequest("params.pubkey: not this user's address")
        if (isSolanaTransactionMessage(message))
          throw httpErrors.badRequest(
            'params.message: is a transaction message (ask for solana_signTransaction)',
          )
        const signature = withSolanaSigner(key, (signer) => signer.sign(message))
        return { signature: getBase58Decoder().decode(signature) }
      }
      case 'solana_signTransaction': {
        const { transaction } = paramsOf(solanaSignTransactionParams, params)
        const signed = signTransaction(await keyFor(userId, 'solana'), transaction)
        return {
          signature: getBase58Decoder().decode(signed.signature),
          transaction: getBase64Decoder().decode(signed.transaction),
        }
      }
      case 'solana_signAndSendTransaction': {
        const { transaction, sendOptions } = paramsOf(solanaSignAndSendTransactionParams, params)
        const signed = signTransaction(await keyFor(userId, 'solana'), transaction)
        const signature = await sendSolanaTransaction({
          rpcUrl: served.rpcUrl,
          transaction: getBase64Decoder().decode(signed.transaction),
          sendOptions,
        })
        return { signature }
      }
    }
  }

  function servedChain(chainId: unknown): ServedChain {
    if (chainId === undefined || chainId === null) throw httpErrors.badRequest('chainId: required')
    const caipNetworkId = caipNetworkIdOf(chainId)
    const chain = chains.get(caipNetworkId)
    if (!chain) throw httpErrors.badRequest(`chainId: ${caipNetworkId} is not served here`)
    return chain
  }

  function sameAddress(key: WalletKeyRecord, address: string | undefined, field: string) {
    if (address !== undefined && address !== key.address.toLowerCase())
      throw httpErrors.badRequest(`${field}: not this user's address`)
  }

  /** Fills nonce, fees and gas from the chain, signs, broadcasts; the transaction's hash. */
  function sendTransaction(
    key: WalletKeyRecord,
    chain: ServedChain,
    tx: z.infer<typeof transactionInput>,
  ): Promise<Hex> {
    sameAddress(key, tx.from, 'from')
    if (tx.chainId !== undefined && Number(tx.chainId) !== chain.chainId)
      throw httpErrors.badRequest(
        `chainId: the transaction is for another chain than ${chain.caipNetworkId}`,
      )
    if (tx.gas !== undefined && tx.gas > BigInt(config.limits.rpcMaxGas))
      throw httpErrors.badRequest(`gas: more than ${config.limits.rpcMaxGas}`)
    const queued = (sendQueues.get(key.address) ?? Promise.resolve()).then(() =>
      exclusiveSender(key.address, () => signAndSend(key, chain, tx)),
    )
    const settled = queued.catch(() => undefined)
    sendQueues.set(key.address, settled)
    void settled.then(() => {
      if (sendQueues.get(key.address) === settled) sendQueues.delete(key.address)
    })
    return queued
  }

  /**
   * Runs `send` as the only sender from `address`: in this process by the queue, across the instances sharing
   * a PostgreSQL database by an advisory lock held for the send (PGlite is one process's alone).
   */
  function exclusiveSender<T>(address: string, send: () => Promise<T>): Promise<T> {
    if (db.kind !== 'postgres') return send()
    return db.transaction(async (tx) => {
      await walletsStore(tx).lockSender(address)
      return send()
    })
  }

  async function signAndSend(
    key: WalletKeyRecord,
    chain: ServedChain,
    tx: z.infer<typeof transactionInput>,
  ): Promise<Hex> {
    try {
      const prepared = await chain.client.prepareTransactionRequest({
        account: key.address as Hex,
        chain: viemChain(chain),
        to: tx.to ?? null,
        data: tx.data ?? tx.input,
        value: tx.value,
        gas: tx.gas,
        parameters: ['fees', 'gas', 'nonce', 'type'],
      })
      const unsigned = {
        chainId: chain.chainId,
        nonce: prepared.nonce,
        to: tx.to,
        data: tx.data ?? tx.input,
        value: tx.value,
        gas: prepared.gas,
      }
      const serializedTransaction = await withAccount(key, (account) =>
        account.signTransaction(
          prepared.maxFeePerGas !== undefined
            ? {
                ...unsigned,
                type: 'eip1559',
                maxFeePerGas: prepared.maxFeePerGas,
                maxPriorityFeePerGas: prepared.maxPriorityFeePerGas,
              }
            : { ...unsigned, type: 'legacy', gasPrice: prepared.gasPrice },
        ),
      )
      return await chain.client.sendRawTransaction({ serializedTransaction })
    } catch (error) {
      throw chainError(error)
    }
  }

  /** Sends the batch's calls one after the other, each once the previous one has its receipt. */
  async function sendBatch(
    key: WalletKeyRecord,
    chain: ServedChain,
    id: string,
    calls: z.infer<typeof sendCallsParams>[0]['calls'],
  ) {
    try {
      for (const call of calls) {
        if (stopping) throw new Error('the server stopped')
        const hash = await sendTransaction(key, chain, call)
        await store.addBatchTransaction(id, hash)
        const receipt = await receiptOf(chain, hash, RECEIPT_TIMEOUT_MS, () => stopping)
        if (!receipt) throw new Error(`no receipt for ${hash}`)
      }
      await store.finishBatch(id, 'sent')
    } catch (error) {
      log.warn({ batch: id, reason: describe(error) }, 'wallet_sendCalls stopped at a call')
      await store.finishBatch(id, 'stopped').catch(() => undefined)
    }
  }

  async function callsStatus(batch: CallBatch) {
    const chain = chains.get(batch.caipNetworkId)
    if (!chain) throw httpErrors.badRequest(`chainId: ${batch.caipNetworkId} is not served here`)
    const receipts = await Promise.all(
      batch.txHashes.map((hash) => receiptOf(chain, hash, 0).catch(() => undefined)),
    )
    const stale = Date.now() - batch.createdAt.getTime() > BATCH_SENDING_STALE_MS
    const state = batch.state === 'sending' && stale ? 'stopped' : batch.state
    return {
      version: '2.0.0',
      id: batch.id,
      chainId: toHex(chain.chainId),
      atomic: false,
      status: callsStatusCode({ state, receipts: receipts.map((receipt) => receipt?.status) }),
      receipts: receipts.filter((receipt) => receipt !== undefined).map(receiptJson),
    }
  }

  /** The user's address in `namespace` (EVM unless told); the key is created on first use (once, however many requests race). */
  async function accountFor(userId: string): Promise<{ address: `0x${string}` }>
  async function accountFor(
    userId: string,
    namespace: WalletNamespace | undefined,
  ): Promise<{ address: string }>
  async function accountFor(userId: string, namespace: WalletNamespace = 'eip155') {
    const key = await keyFor(userId, namespace)
    return { address: key.address }
  }

  return {
    accountFor,

    /**
     * Runs a wallet method the secure site's approval UI has let through (behaviour.md §6's methods that need
     * approval), and `wallet_getCallsStatus` for the batches it sent. Anything else: 403 "Requested RPC call
     * is not allowed".
     */
    async sign({ userId, method, params, chainId }: SignRequest): Promise<unknown> {
      if (typeof chainId === 'string' && chainId.startsWith('solana:'))
        return signSolana({ userId, method, params, chainId })
      const body = <Schema extends z.ZodType>(schema: Schema): z.infer<Schema> =>
        paramsOf(schema, params)
      switch (method) {
        case 'personal_sign': {
          const [message, address] = body(personalSignParams)
          const key = await keyFor(userId)
          sameAddress(key, address, 'params.1')
          return withAccount(key, (account) =>
            account.signMessage({ message: isHex(message) ? { raw: message } : message }),
          )
        }
        case 'eth_signTypedData_v4': {
          const [address, typedData] = body(signTypedDataParams)
          const key = await keyFor(userId)
          sameAddress(key, address, 'params.0')
          const domainChainId = typedData.domain.chainId
          if (chainId !== undefined && domainChainId !== undefined) {
            const requested = servedChainId(chainId)
            if (Number(domainChainId) !== requested)
              throw httpErrors.badRequest('params.1.domain.chainId: not the requested chain')
          }
          const { EIP712Domain: _domainType, ...types } = typedData.types
          try {
            return await withAccount(key, (account) =>
              account.signTypedData({
                domain: typedData.domain,
                types,
                primaryType: typedData.primaryType,
                message: typedData.message,
              } as Parameters<PrivateKeyAccount['signTypedData']>[0]),
            )
          } catch (error) {
            if (error instanceof HttpError) throw error
            throw httpErrors.badRequest(`params.1: ${describe(error)}`)
          }
        }
        case 'eth_sendTransaction': {
          const [tx] = body(sendTransactionParams)
          const chain = servedChain(chainId)
          return sendTransaction(await keyFor(userId), chain, tx)
        }
        case 'wallet_sendCalls': {
          const problem = validateSendCalls(params)
          if (problem) throw httpErrors.badRequest(problem)
          const [request] = body(sendCallsParams)
          const chain = servedChain(chainId ?? (request.chainId && toHex(request.chainId)))
          if (request.chainId !== undefined && Number(request.chainId) !== chain.chainId)
            throw httpErrors.badRequest('params.0.chainId: not the requested chain')
          if (request.atomicRequired)
            throw httpErrors.badRequest(
              'Atomic execution is not supported: the calls are sent one after the other',
            )
          const key = await keyFor(userId)
          sameAddress(key, request.from, 'params.0.from')
          const id = bytesToHex(randomBytes(32))
          await store.createBatch({ id, userId, caipNetworkId: chain.caipNetworkId })
          const sending = sendBatch(key, chain, id, request.calls)
          sendingBatches.add(sending)
          void sending.finally(() => sendingBatches.delete(sending))
          return { id }
        }
        case 'wallet_getCallsStatus': {
          const [id] = body(callsStatusParams)
          const batch = await store.findBatch(id, userId)
          // EIP-5792's "Unknown bundle id" for another user's batch too: ids are not shared.
          if (!batch) throw new HttpError(404, 'Not Found', 'Unknown bundle id')
          return callsStatus(batch)
        }
        default:
          throw notAllowed()
      }
    },

    /**
     * The user's private key, for the export route only, after its e-mailed code was verified: EVM's as hex,
     * Solana's as the 64-byte secret (seed ‖ public key) in base58, the form Phantom imports.
     */
    exportPrivateKey,

    /** Lets the batches this process is sending stop after the call in flight, and waits for them. */
    async stop() {
      stopping = true
      await Promise.all([...sendingBatches])
    },
  }

  async function exportPrivateKey(userId: string): Promise<{ privateKey: Hex }>
  async function exportPrivateKey(
    userId: string,
    namespace: WalletNamespace | undefined,
  ): Promise<{ privateKey: string }>
  async function exportPrivateKey(userId: string, namespace: WalletNamespace = 'eip155') {
    const key = await keyFor(userId, namespace)
    if (namespace === 'solana') {
      const privateKey = withSolanaSigner(key, (signer) => signer.secretKey())
      log.info({ userId, namespace, address: key.address }, 'wallet key exported')
      return { privateKey }
    }
    const privateKey = decrypt(key)
    try {
      log.info({ userId, address: key.address }, 'wallet key exported')
      return { privateKey: bytesToHex(privateKey) }
    } finally {
      privateKey.fill(0)
    }
  }

  function servedChainId(chainId: unknown) {
    return Number(caipNetworkIdOf(chainId).split(':')[1])
  }
}

export type WalletsService = ReturnType<typeof walletsService>

/** A method's params checked by its schema; wrapped, so a problem names its place as `params.1.domain`. */
function paramsOf<Schema extends z.ZodType>(schema: Schema, params: unknown): z.infer<Schema> {
  return (parseRequest(z.object({ params: schema }), { params }) as { params: z.infer<Schema> })
    .params
}

function caipNetworkIdOf(chainId: unknown): string {
  return parseRequest(z.object({ chainId: chainIdInput }), { chainId }).chainId
}

/** Sends of one address, one after the other (each takes the nonce the previous one left): one queue per database. */
const sendQueueMaps = new WeakMap<Database, Map<string, Promise<unknown>>>()
function sendQueuesOf(db: Database) {
  const queues = sendQueueMaps.get(db) ?? new Map<string, Promise<unknown>>()
  sendQueueMaps.set(db, queues)
  return queues
}

/** 32 random bytes that are a valid secp256k1 private key (below the group order; a miss is ~2^-128). */
function newSecp256k1Key(): Buffer {
  for (;;) {
    const candidate = randomBytes(32)
    const value = BigInt(`0x${candidate.toString('hex')}`)
    if (value > 0n && value < SECP256K1_ORDER) return candidate
    candidate.fill(0)
  }
}

const SECP256K1_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

function viemChain(chain: ServedChain) {
  return defineChain({
    id: chain.chainId,
    name: chain.caipNetworkId,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}

/** The receipt, waiting up to `timeoutMs` for it (0: ask once); undefined when there is none yet. */
async function receiptOf(
  chain: ServedChain,
  hash: Hex,
  timeoutMs: number,
  stopped: () => boolean = () => false,
): Promise<TransactionReceipt | undefined> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const receipt = await chain.client.getTransactionReceipt({ hash }).catch((error: unknown) => {
      if (error instanceof BaseError && error.name === 'TransactionReceiptNotFoundError')
        return undefined
      throw error
    })
    if (receipt || Date.now() >= deadline || stopped()) return receipt
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
}

function receiptJson(receipt: TransactionReceipt) {
  return {
    logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
    status: receipt.status === 'success' ? '0x1' : '0x0',
    blockHash: receipt.blockHash,
    blockNumber: toHex(receipt.blockNumber),
    gasUsed: toHex(receipt.gasUsed),
    transactionHash: receipt.transactionHash,
  }
}

/**
 * viem's one-line summary and its details, the node's own words ("Transaction creation failed. Insufficient
 * funds…"), never the full message (it carries the request); any URL left out.
 */
function describe(error: unknown) {
  const text =
    error instanceof BaseError
      ? [error.shortMessage, error.details].filter(Boolean).join(' ')
      : (error as Error)?.message
  return String(text ?? 'failed')
    .replace(/\bhttps?:\/\/\S+/g, '…')
    .split('\n')[0]
    ?.slice(0, 300)
}

/** The chain not answering is the server's problem (502); the chain refusing the transaction is the caller's. */
function chainError(error: unknown) {
  if (error instanceof HttpError) return error
  if (
    error instanceof BaseError &&
    error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !==
      null
  )
    return httpErrors.upstream('The chain did not answer')
  return httpErrors.badRequest(`Transaction refused: ${describe(error)}`)
}
