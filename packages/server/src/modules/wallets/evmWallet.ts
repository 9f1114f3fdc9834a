import { randomBytes } from 'node:crypto'
import { validateSendCalls } from '@latch/core'
import {
  type Address,
  BaseError,
  bytesToHex,
  decodeEventLog,
  defineChain,
  encodeFunctionData,
  type Hex,
  HttpRequestError,
  isHex,
  parseAbi,
  TimeoutError,
  type TransactionReceipt,
  toFunctionSelector,
  toHex,
} from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { z } from 'zod'
import type { ServedChain } from '../../platform/chains/createChainRegistry'
import { sealKey } from '../../platform/crypto/keyEnvelope'
import type { Database } from '../../platform/db/Database'
import { HttpError, httpErrors } from '../../platform/http/HttpError'
import { revokePermissionsParams } from '../sessions/sessionRequests'
import { atomicStatus } from './atomicStatus'
import { caipNetworkIdOf } from './caipNetworkIdOf'
import { callsStatusCode } from './callsStatusCode'
import { delegationOf } from './delegationOf'
import { keyOwner } from './keyOwner'
import { defineNamespaceWallet, type SignRequest } from './NamespaceWallet'
import { paramsOf } from './paramsOf'
import {
  callsStatusParams,
  capabilitiesParams,
  personalSignParams,
  sendCallsParams,
  sendTransactionParams,
  signTypedDataParams,
  type transactionInput,
} from './signRequest'
import { simple7702AccountAbi, simple7702AccountAddress } from './simple7702Account'
import type { CallBatch, WalletKeyRecord } from './store'
import { walletsStore } from './store'
import { walletErrors } from './walletErrors'

/** A batch still `sending` after this long was cut off (its process stopped): it reports as stopped. */
const BATCH_SENDING_STALE_MS = 10 * 60_000
/** How long a batch waits for one call's receipt before it sends the next, and how often it asks. */
const RECEIPT_TIMEOUT_MS = 5 * 60_000
const RECEIPT_POLL_MS = 250

/** `executeBatch(Call[])`'s selector: a batch's one transaction is to the account itself with it. */
const EXECUTE_BATCH_SELECTOR = toFunctionSelector('executeBatch((address,uint256,bytes)[])')

type Calls = z.infer<typeof sendCallsParams>[0]['calls']

/**
 * The embedded wallet on EVM chains: a secp256k1 key; personal_sign, eth_signTypedData_v4, eth_sendTransaction
 * (one sender per address, across instances on PostgreSQL), and EIP-5792's wallet_sendCalls with
 * wallet_getCallsStatus and wallet_getCapabilities: atomic through an EIP-7702 delegation to Simple7702Account
 * where that contract is deployed, else one call after the other (behaviour.md §6.5).
 */
export const evmWallet = defineNamespaceWallet(
  'eip155',
  ({ db, config, chains, log, store, keys, smartAccounts, sessions }) => {
    const sendQueues = sendQueuesOf(db)
    /** Batches this process is sending (awaited by `stop`). */
    const sendingBatches = new Set<Promise<void>>()
    /** Set by `stop`: a batch sends no further call and stops waiting for a receipt. */
    let stopping = false

    /**
     * Runs `use` with the user's signing account. The decrypted key is zeroed once `use` settles; viem holds a
     * hex copy (an immutable string) in the account until it is collected, so `use` only signs, never waits on
     * the network.
     */
    async function withAccount<T>(
      key: WalletKeyRecord,
      use: (account: PrivateKeyAccount) => Promise<T>,
    ): Promise<T> {
      const privateKey = keys.decrypt(key)
      try {
        return await use(privateKeyToAccount(bytesToHex(privateKey)))
      } finally {
        privateKey.fill(0)
      }
    }

    function servedChain(chainId: unknown): ServedChain {
      if (chainId === undefined || chainId === null)
        throw httpErrors.badRequest('chainId: required')
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
      return inSendQueue(key, () => signAndSend(key, chain, tx))
    }

    /** Runs `send` after the address's earlier sends (each takes the nonce the previous one left). */
    function inSendQueue(key: WalletKeyRecord, send: () => Promise<Hex>): Promise<Hex> {
      const queued = (sendQueues.get(key.address) ?? Promise.resolve()).then(() =>
        exclusiveSender(key.address, send),
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

    /** The account's `atomic` capability on a chain (behaviour.md §6.5), read from the chain's code. */
    async function atomicStatusOn(address: Address, chain: ServedChain) {
      try {
        const [contractCode, accountCode] = await Promise.all([
          chain.client.getCode({ address: simple7702AccountAddress }),
          chain.client.getCode({ address }),
        ])
        return atomicStatus({
          contract: simple7702AccountAddress,
          contractDeployed: contractCode !== undefined && contractCode !== '0x',
          hasCode: accountCode !== undefined && accountCode !== '0x',
          delegation: delegationOf(accountCode),
        })
      } catch (error) {
        throw chainError(error)
      }
    }

    /**
     * behaviour.md §6.5: the whole batch as one transaction from the account to itself, `executeBatch(calls)` of
     * Simple7702Account, with the EIP-7702 authorization that delegates the account to it when it does not yet
     * (signed for the nonce after the transaction's own: the account sends it). The chain refusing it (a call
     * that reverts fails the estimate) refuses the batch: nothing is sent.
     */
    function sendAtomicBatch(
      key: WalletKeyRecord,
      chain: ServedChain,
      calls: Calls,
      delegate: boolean,
    ): Promise<Hex> {
      const account = key.address as Address
      const data = encodeFunctionData({
        abi: simple7702AccountAbi,
        functionName: 'executeBatch',
        args: [
          calls.map((call) => ({
            target: call.to,
            value: call.value ?? 0n,
            data: call.data ?? '0x',
          })),
        ],
      })
      return inSendQueue(key, async () => {
        try {
          const nonce = await chain.client.getTransactionCount({
            address: account,
            blockTag: 'pending',
          })
          const authorizationList = delegate
            ? [
                await withAccount(key, (signer) =>
                  signer.signAuthorization({
                    chainId: chain.chainId,
                    address: simple7702AccountAddress,
                    nonce: nonce + 1,
                  }),
                ),
              ]
            : undefined
          const prepared = await chain.client.prepareTransactionRequest({
            account,
            chain: viemChain(chain),
            to: account,
            data,
            nonce,
            authorizationList,
            parameters: ['fees', 'gas'],
          })
          const unsigned = {
            chainId: chain.chainId,
            nonce,
            to: account,
            data,
            gas: prepared.gas,
            maxFeePerGas: prepared.maxFeePerGas,
            maxPriorityFeePerGas: prepared.maxPriorityFeePerGas,
          }
          const serializedTransaction = await withAccount(key, (signer) =>
            signer.signTransaction(
              authorizationList
                ? { ...unsigned, type: 'eip7702', authorizationList }
                : { ...unsigned, type: 'eip1559' },
            ),
          )
          return await chain.client.sendRawTransaction({ serializedTransaction })
        } catch (error) {
          throw chainError(error)
        }
      })
    }

    /**
     * Sends `calls` as one user operation of the user's smart account (docs/smart-accounts.md), sponsored by the
     * server paymaster under the project's policy; its first operation deploys it. Resolves once it is mined,
     * with the hash of the transaction that carried it: one call, or a batch that succeeds or fails whole.
     */
    async function sendUserOperation(
      key: WalletKeyRecord,
      chain: ServedChain,
      calls: ReadonlyArray<{
        to?: Hex | null | undefined
        value?: bigint | undefined
        data?: Hex | undefined
      }>,
      projectId: string | undefined,
    ) {
      if (!smartAccounts || !projectId)
        throw httpErrors.badRequest('accountType: smart accounts are off on this server')
      if (calls.some((call) => !call.to))
        throw httpErrors.badRequest('to: a smart account cannot deploy a contract in a call')
      try {
        return await smartAccounts.sendCalls({
          owner: keyOwner(key, keys),
          chain,
          calls: calls.map((call) => ({ to: call.to as Hex, value: call.value, data: call.data })),
          projectId,
        })
      } catch (error) {
        throw chainError(error)
      }
    }

    /** Sends the batch's calls one after the other, each once the previous one has its receipt. */
    async function sendBatch(key: WalletKeyRecord, chain: ServedChain, id: string, calls: Calls) {
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
      // A smart account's batch is one user operation: atomic, and it succeeded only if the EntryPoint says so
      // (the bundle's transaction succeeds either way).
      const [first] = receipts
      const operation =
        batch.txHashes.length === 1 && first ? userOperationOutcome(first) : undefined
      if (first && operation) receipts[0] = { ...first, status: operation }
      const stale = Date.now() - batch.createdAt.getTime() > BATCH_SENDING_STALE_MS
      const state = batch.state === 'sending' && stale ? 'stopped' : batch.state
      return {
        version: '2.0.0',
        id: batch.id,
        chainId: toHex(chain.chainId),
        atomic: operation !== undefined || (await isAtomicBatch(chain, batch)),
        status: callsStatusCode({ state, receipts: receipts.map((receipt) => receipt?.status) }),
        receipts: receipts.filter((receipt) => receipt !== undefined).map(receiptJson),
      }
    }

    /**
     * The smart account's capabilities (behaviour.md §6.5): atomic on the chains where it is offered, each batch
     * one user operation. An address that is neither the key's nor its smart account's is refused.
     */
    async function smartAccountCapabilities(
      key: WalletKeyRecord,
      address: string,
      served: ServedChain[],
    ) {
      const offered = new Set(smartAccounts?.networks() ?? [])
      const owner = keyOwner(key, keys)
      const entries = await Promise.all(
        served
          .filter((chain) => offered.has(chain.chainId))
          .map(async (chain) => {
            const smart = await smartAccounts?.account(owner, chain)
            return smart?.address.toLowerCase() === address
              ? [[toHex(chain.chainId), { atomic: { status: 'supported' } }]]
              : []
          }),
      )
      if (entries.every((entry) => entry.length === 0))
        throw httpErrors.badRequest("params.0: not this user's address")
      return Object.fromEntries(entries.flat())
    }

    /** An atomic batch is one transaction from the account to itself running `executeBatch` (the chain says). */
    async function isAtomicBatch(chain: ServedChain, batch: CallBatch) {
      const [hash] = batch.txHashes
      if (!hash || batch.txHashes.length !== 1) return false
      const tx = await chain.client.getTransaction({ hash }).catch(() => undefined)
      return (
        tx !== undefined &&
        tx.to?.toLowerCase() === tx.from.toLowerCase() &&
        tx.input.startsWith(EXECUTE_BATCH_SELECTOR)
      )
    }

    function servedChainId(chainId: unknown) {
      return Number(caipNetworkIdOf(chainId).split(':')[1])
    }

    return {
      newKey(userId, kek) {
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
      },

      // EVM is the namespace of a request that names none.
      handles: (chainId) =>
        !(typeof chainId === 'string' && /^(?!eip155:)[-a-z0-9]{3,8}:/.test(chainId)),

      /**
       * Runs a wallet method the secure site's approval UI has let through (behaviour.md §6's methods that need
       * approval), and `wallet_getCallsStatus` for the batches it sent. Anything else: 403 "Requested RPC call
       * is not allowed".
       */
      async sign({
        userId,
        method,
        params,
        chainId,
        accountType,
        projectId,
      }: SignRequest): Promise<unknown> {
        const body = <Schema extends z.ZodType>(schema: Schema): z.infer<Schema> =>
          paramsOf(schema, params)
        // The SimpleAccount signs no messages (no ERC-1271): the smart account only sends, as user operations
        // (one call, or a batch: behaviour.md §6.5).
        if (
          accountType === 'smartAccount' &&
          method !== 'eth_sendTransaction' &&
          method !== 'wallet_sendCalls' &&
          method !== 'wallet_grantPermissions' &&
          method !== 'wallet_revokePermissions'
        )
          throw httpErrors.badRequest(
            `accountType: the smart account does not answer ${method} here; switch to eoa`,
          )
        switch (method) {
          case 'personal_sign': {
            const [message, address] = body(personalSignParams)
            const key = await keys.keyFor(userId)
            sameAddress(key, address, 'params.1')
            return withAccount(key, (account) =>
              account.signMessage({ message: isHex(message) ? { raw: message } : message }),
            )
          }
          case 'eth_signTypedData_v4': {
            const [address, typedData] = body(signTypedDataParams)
            const key = await keys.keyFor(userId)
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
            if (accountType === 'smartAccount') {
              const key = await keys.keyFor(userId)
              if (tx.from !== undefined && smartAccounts) {
                const smart = await smartAccounts.account(keyOwner(key, keys), chain)
                if (tx.from !== smart.address.toLowerCase())
                  throw httpErrors.badRequest("from: not this user's smart account")
              }
              const sent = await sendUserOperation(
                key,
                chain,
                [{ ...tx, data: tx.data ?? tx.input }],
                projectId,
              )
              return sent.transactionHash
            }
            return sendTransaction(await keys.keyFor(userId), chain, tx)
          }
          case 'wallet_getCapabilities': {
            const [address, chainIds] = body(capabilitiesParams)
            const key = await keys.keyFor(userId)
            // EIP-5792: the chains asked for that this wallet serves, or all of them.
            const served = chains
              .list()
              .filter((chain) => !chainIds || chainIds.includes(chain.chainId))
            if (address !== undefined && address !== key.address.toLowerCase())
              return smartAccountCapabilities(key, address, served)
            const entries = await Promise.all(
              served.map(async (chain) => [
                toHex(chain.chainId),
                { atomic: { status: await atomicStatusOn(key.address as Address, chain) } },
              ]),
            )
            return Object.fromEntries(entries)
          }
          case 'wallet_sendCalls': {
            const problem = validateSendCalls(params)
            if (problem) throw httpErrors.badRequest(problem)
            const [request] = body(sendCallsParams)
            const chain = servedChain(chainId ?? (request.chainId && toHex(request.chainId)))
            if (request.chainId !== undefined && Number(request.chainId) !== chain.chainId)
              throw httpErrors.badRequest('params.0.chainId: not the requested chain')
            const key = await keys.keyFor(userId)
            if (accountType === 'smartAccount') {
              // behaviour.md §6.5: the smart account's batch is one user operation, atomic by the account.
              if (request.from !== undefined && smartAccounts) {
                const smart = await smartAccounts.account(keyOwner(key, keys), chain)
                if (request.from !== smart.address.toLowerCase())
                  throw httpErrors.badRequest("params.0.from: not this user's smart account")
              }
              const sent = await sendUserOperation(key, chain, request.calls, projectId)
              const id = bytesToHex(randomBytes(32))
              await store.createBatch({ id, userId, caipNetworkId: chain.caipNetworkId })
              await store.addBatchTransaction(id, sent.transactionHash)
              await store.finishBatch(id, 'sent')
              return { id }
            }
            sameAddress(key, request.from, 'params.0.from')
            const atomic = await atomicStatusOn(key.address as Address, chain)
            if (atomic !== 'unsupported') {
              const hash = await sendAtomicBatch(key, chain, request.calls, atomic === 'ready')
              const id = bytesToHex(randomBytes(32))
              await store.createBatch({ id, userId, caipNetworkId: chain.caipNetworkId })
              await store.addBatchTransaction(id, hash)
              await store.finishBatch(id, 'sent')
              return { id }
            }
            if (request.atomicRequired)
              throw httpErrors.badRequest(
                'Atomic execution is not supported: the calls are sent one after the other',
              )
            const id = bytesToHex(randomBytes(32))
            await store.createBatch({ id, userId, caipNetworkId: chain.caipNetworkId })
            const sending = sendBatch(key, chain, id, request.calls)
            sendingBatches.add(sending)
            void sending.finally(() => sendingBatches.delete(sending))
            return { id }
          }
          // ERC-7715 (docs/smart-accounts.md "Sessions", behaviour.md §6.6): the smart account's only.
          case 'wallet_grantPermissions': {
            // In `eoa` mode, as before sessions: behaviour.md §6's refusal.
            if (accountType !== 'smartAccount' || !sessions || !projectId)
              throw walletErrors.notAllowed()
            const key = await keys.keyFor(userId)
            try {
              return await sessions.grant({
                owner: keyOwner(key, keys),
                userId,
                projectId,
                chain: servedChain(chainId),
                params,
              })
            } catch (error) {
              throw chainError(error)
            }
          }
          case 'wallet_revokePermissions': {
            // In `eoa` mode, as before sessions: behaviour.md §6's refusal.
            if (accountType !== 'smartAccount' || !sessions || !projectId)
              throw walletErrors.notAllowed()
            const [{ permissionContext }] = body(revokePermissionsParams)
            const key = await keys.keyFor(userId)
            try {
              return await sessions.revokeOfUser({
                owner: keyOwner(key, keys),
                userId,
                projectId,
                pci: permissionContext,
              })
            } catch (error) {
              throw chainError(error)
            }
          }
          case 'wallet_getCallsStatus': {
            const [id] = body(callsStatusParams)
            const batch = await store.findBatch(id, userId)
            // EIP-5792's "Unknown bundle id" for another user's batch too: ids are not shared.
            if (!batch) throw new HttpError(404, 'Not Found', 'Unknown bundle id')
            return callsStatus(batch)
          }
          default:
            throw walletErrors.notAllowed()
        }
      },

      /** The key as hex, as EVM wallets import it. */
      exportKey(key) {
        const privateKey = keys.decrypt(key)
        try {
          return bytesToHex(privateKey)
        } finally {
          privateKey.fill(0)
        }
      },

      /** Lets the batches this process is sending stop after the call in flight, and waits for them. */
      async stop() {
        stopping = true
        await Promise.all([...sendingBatches])
      },
    }
  },
)

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

const userOperationEventAbi = parseAbi([
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
])

/** Whether the user operation a transaction carried succeeded (EntryPoint v0.7's event); undefined: none there. */
function userOperationOutcome(receipt: TransactionReceipt): 'success' | 'reverted' | undefined {
  for (const log of receipt.logs) {
    if (log.address.toLowerCase() !== entryPoint07Address.toLowerCase()) continue
    try {
      const event = decodeEventLog({
        abi: userOperationEventAbi,
        data: log.data,
        topics: log.topics,
      })
      return event.args.success ? 'success' : 'reverted'
    } catch {
      // Another EntryPoint event (BeforeExecution, AccountDeployed…).
    }
  }
  return undefined
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
