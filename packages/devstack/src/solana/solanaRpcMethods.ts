import { base58, base64 } from '@scure/base'
import { z } from 'zod'
import type { SolanaLedger, TransactionRecord } from './createSolanaLedger'
import { decodeMint, decodeTokenAccount } from './decodeTokenState'
import { encodeSolanaAccount, type LedgerAccount } from './encodeSolanaAccount'
import { parseSolanaInstruction, token2022Program, tokenProgram } from './parseSolanaInstruction'
import { SolanaRpcError, simulationValue } from './SolanaRpcError'
import { uiTokenAmount } from './uiTokenAmount'

/** The Agave version whose runtime litesvm 1.5 embeds, as `getVersion` and every `context.apiVersion` say. */
const apiVersion = '3.0.0'

// --- params (positional, as the node takes them) ---------------------------------------------------------------

const isAddress = (text: string) => {
  try {
    return base58.decode(text).length === 32
  } catch {
    return false
  }
}
const isSignature = (text: string) => {
  try {
    return base58.decode(text).length === 64
  } catch {
    return false
  }
}
const addressParam = z.string().refine(isAddress, 'Invalid param: WrongSize')
const signatureParam = z.string().refine(isSignature, 'Invalid param: WrongSize')
const u64 = z
  .union([z.number().int().nonnegative(), z.bigint().nonnegative()])
  .transform((value) => BigInt(value))
const commitment = z.enum(['processed', 'confirmed', 'finalized']).optional()
const contextConfig = z.object({ commitment, minContextSlot: u64.optional() }).optional()
const accountEncoding = z.enum(['binary', 'base58', 'base64', 'jsonParsed']).optional()
const dataSlice = z
  .object({ offset: z.number().int().nonnegative(), length: z.number().int().nonnegative() })
  .optional()
const accountConfig = z
  .object({ commitment, minContextSlot: u64.optional(), encoding: accountEncoding, dataSlice })
  .optional()
const wireEncoding = z.enum(['base58', 'base64']).optional()

/** `params` as a tuple of the method's parameters (trailing optional ones may be left out). */
function params<T extends [z.ZodType, ...z.ZodType[]]>(...items: T) {
  // No `params` at all is an empty list, checked like any other.
  return z.preprocess((value) => value ?? [], z.tuple(items)) as unknown as z.ZodType<{
    [K in keyof T]: z.output<T[K]>
  }>
}

// --- the methods ----------------------------------------------------------------------------------------------------

type Method = (params: unknown) => unknown

/** The JSON-RPC methods, by name: Solana's wire formats over the ledger. */
export function createSolanaRpcMethods(
  ledger: SolanaLedger,
  genesisHash: string,
): Record<string, Method> {
  const withContext = (value: unknown) => ({ context: { apiVersion, slot: ledger.slot() }, value })
  const checkContextSlot = (config?: { minContextSlot?: bigint | undefined }) => {
    if (config?.minContextSlot !== undefined && config.minContextSlot > ledger.slot())
      throw new SolanaRpcError(-32016, 'Minimum context slot has not been reached', {
        contextSlot: ledger.slot(),
      })
  }
  const mintOf = (key: string) => ledger.mint(key)
  const encodeAccount = (
    found: LedgerAccount | undefined,
    encoding: z.output<typeof accountEncoding>,
    slice?: { offset: number; length: number },
  ) => {
    if (!found) return null
    return encodeSolanaAccount(found, encoding ?? 'binary', { dataSlice: slice, mintOf })
  }
  const decodeWire = (text: string, encoding: 'base58' | 'base64' | undefined) => {
    try {
      return encoding === 'base64' ? base64.decode(text) : base58.decode(text)
    } catch {
      throw SolanaRpcError.invalidParams(
        `invalid transaction: failed to decode ${encoding ?? 'base58'} string`,
      )
    }
  }

  const method =
    <S extends z.ZodType>(schema: S, run: (parsed: z.output<S>) => unknown): Method =>
    (raw) => {
      const parsed = schema.safeParse(raw)
      if (!parsed.success)
        throw SolanaRpcError.invalidParams(
          `Invalid params: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`,
        )
      return run(parsed.data)
    }

  return {
    getHealth: () => 'ok',
    getVersion: () => ({ 'feature-set': 0, 'solana-core': apiVersion }),
    getGenesisHash: () => genesisHash,
    getSlot: method(params(contextConfig), ([config]) => {
      checkContextSlot(config)
      return ledger.slot()
    }),
    getBlockHeight: method(params(contextConfig), ([config]) => {
      checkContextSlot(config)
      return ledger.blockHeight()
    }),
    getEpochInfo: method(params(contextConfig), ([config]) => {
      checkContextSlot(config)
      return ledger.epochInfo()
    }),
    getLatestBlockhash: method(params(contextConfig), ([config]) => {
      checkContextSlot(config)
      return withContext(ledger.latestBlockhash())
    }),
    isBlockhashValid: method(params(z.string(), contextConfig), ([blockhash, config]) => {
      checkContextSlot(config)
      return withContext(ledger.isBlockhashValid(blockhash))
    }),
    getBalance: method(params(addressParam, contextConfig), ([key, config]) => {
      checkContextSlot(config)
      return withContext(ledger.account(key)?.lamports ?? 0n)
    }),
    getAccountInfo: method(params(addressParam, accountConfig), ([key, config]) => {
      checkContextSlot(config)
      return withContext(encodeAccount(ledger.account(key), config?.encoding, config?.dataSlice))
    }),
    getMultipleAccounts: method(
      params(z.array(addressParam).max(100), accountConfig),
      ([keys, config]) => {
        checkContextSlot(config)
        return withContext(
          keys.map((key) =>
            encodeAccount(ledger.account(key), config?.encoding, config?.dataSlice),
          ),
        )
      },
    ),
    getMinimumBalanceForRentExemption: method(params(u64, contextConfig), ([size]) =>
      ledger.minimumBalanceForRentExemption(size),
    ),
    getFeeForMessage: method(params(z.string(), contextConfig), ([message, config]) => {
      checkContextSlot(config)
      let bytes: Uint8Array
      try {
        bytes = base64.decode(message)
        return withContext(ledger.feeForMessage(bytes))
      } catch {
        throw SolanaRpcError.invalidParams('invalid transaction message')
      }
    }),
    // No fee market on a one-validator dev chain: every recent slot's prioritization fee is zero.
    getRecentPrioritizationFees: method(params(z.array(addressParam).max(128).optional()), () => {
      const slot = ledger.slot()
      return [{ slot, prioritizationFee: 0 }]
    }),
    sendTransaction: method(
      params(
        z.string(),
        z
          .object({
            encoding: wireEncoding,
            skipPreflight: z.boolean().optional(),
            preflightCommitment: commitment,
            maxRetries: u64.optional(),
            minContextSlot: u64.optional(),
          })
          .optional(),
      ),
      ([wire, config]) => {
        checkContextSlot(config)
        return ledger.send(decodeWire(wire, config?.encoding), {
          skipPreflight: config?.skipPreflight ?? false,
        })
      },
    ),
    simulateTransaction: method(
      params(
        z.string(),
        z
          .object({
            encoding: wireEncoding,
            commitment,
            sigVerify: z.boolean().optional(),
            replaceRecentBlockhash: z.boolean().optional(),
            minContextSlot: u64.optional(),
            innerInstructions: z.boolean().optional(),
            accounts: z
              .object({ addresses: z.array(addressParam), encoding: accountEncoding })
              .optional(),
          })
          .optional(),
      ),
      ([wire, config]) => {
        checkContextSlot(config)
        if (config?.sigVerify && config.replaceRecentBlockhash)
          throw SolanaRpcError.invalidParams(
            'sigVerify may not be used with replaceRecentBlockhash',
          )
        const simulation = ledger.simulate(decodeWire(wire, config?.encoding), {
          sigVerify: config?.sigVerify ?? false,
          replaceRecentBlockhash: config?.replaceRecentBlockhash ?? false,
        })
        const accounts = config?.accounts
          ? config.accounts.addresses.map((key) =>
              encodeAccount(
                simulation.postAccounts.get(key) ?? ledger.account(key),
                config.accounts?.encoding ?? 'base64',
              ),
            )
          : null
        return withContext(
          simulationValue(simulation, {
            accounts,
            innerInstructions: config?.innerInstructions ?? false,
            parseInner: (list) =>
              list.map(({ index, instructions }) => ({
                index,
                instructions: instructions.map((inner) =>
                  parseSolanaInstruction({
                    programId: simulation.accountKeys[inner.programIdIndex] ?? '',
                    accounts: inner.accounts.map((at) => simulation.accountKeys[at] ?? ''),
                    data: inner.data,
                    stackHeight: inner.stackHeight,
                  }),
                ),
              })),
          }),
        )
      },
    ),
    getSignatureStatuses: method(
      params(
        z.array(signatureParam).max(256),
        z.object({ searchTransactionHistory: z.boolean().optional() }).optional(),
      ),
      // litesvm executes at once and there is one validator: what landed is final.
      ([signatures]) =>
        withContext(
          signatures.map((signature) => {
            const record = ledger.transaction(signature)
            if (!record) return null
            const err = record.meta.err?.json ?? null
            return {
              slot: record.slot,
              confirmations: null,
              err,
              status: err ? { Err: err } : { Ok: null },
              confirmationStatus: 'finalized',
            }
          }),
        ),
    ),
    getTransaction: method(
      params(
        signatureParam,
        z
          .object({
            encoding: z.enum(['json', 'jsonParsed', 'base58', 'base64']).optional(),
            commitment,
            maxSupportedTransactionVersion: z.number().int().nonnegative().optional(),
          })
          .optional(),
      ),
      ([signature, config]) => {
        if (config?.commitment === 'processed')
          throw SolanaRpcError.invalidParams('Method does not support commitment below `confirmed`')
        const record = ledger.transaction(signature)
        if (!record) return null
        const version = record.message.version
        if (version !== 'legacy' && (config?.maxSupportedTransactionVersion ?? -1) < version)
          throw new SolanaRpcError(
            -32015,
            `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
          )
        return transactionResponse(record, config?.encoding ?? 'json', {
          withVersion: config?.maxSupportedTransactionVersion !== undefined,
        })
      },
    ),
    getSignaturesForAddress: method(
      params(
        addressParam,
        z
          .object({
            limit: z.number().int().min(1).max(1000).optional(),
            before: signatureParam.optional(),
            until: signatureParam.optional(),
            commitment,
            minContextSlot: u64.optional(),
          })
          .optional(),
      ),
      ([key, config]) => {
        checkContextSlot(config)
        let records = ledger.transactionsOf(key)
        if (config?.before) {
          const at = records.findIndex((record) => record.signature === config.before)
          records = at === -1 ? [] : records.slice(at + 1)
        }
        if (config?.until) {
          const at = records.findIndex((record) => record.signature === config.until)
          if (at !== -1) records = records.slice(0, at)
        }
        return records.slice(0, config?.limit ?? 1000).map((record) => ({
          signature: record.signature,
          slot: record.slot,
          err: record.meta.err?.json ?? null,
          memo: memoOf(record),
          blockTime: record.blockTime,
          confirmationStatus: 'finalized',
        }))
      },
    ),
    getTokenAccountsByOwner: method(
      params(
        addressParam,
        z.union([z.object({ mint: addressParam }), z.object({ programId: addressParam })]),
        accountConfig,
      ),
      ([owner, filter, config]) => {
        checkContextSlot(config)
        let program: string
        if ('mint' in filter) {
          const found = ledger.account(filter.mint)
          if (!found || !decodeMint(found.owner, found.data))
            throw SolanaRpcError.invalidParams('Invalid param: not a v2.0 Token mint')
          program = found.owner
        } else {
          if (filter.programId !== tokenProgram && filter.programId !== token2022Program)
            throw SolanaRpcError.invalidParams('Invalid param: unrecognized Token program id')
          program = filter.programId
        }
        const matching = ledger.programAccounts(program).filter(({ account }) => {
          const tokenAccount = decodeTokenAccount(account.owner, account.data)
          return (
            tokenAccount?.owner === owner &&
            (!('mint' in filter) || tokenAccount.mint === filter.mint)
          )
        })
        return withContext(
          matching.map(({ pubkey, account }) => ({
            pubkey,
            account: encodeAccount(account, config?.encoding ?? 'binary', config?.dataSlice),
          })),
        )
      },
    ),
    getProgramAccounts: method(
      params(
        addressParam,
        z
          .object({
            commitment,
            minContextSlot: u64.optional(),
            encoding: accountEncoding,
            dataSlice,
            withContext: z.boolean().optional(),
            filters: z
              .array(
                z.union([
                  z.object({ dataSize: z.number().int().nonnegative() }),
                  z.object({
                    memcmp: z.object({
                      offset: z.number().int().nonnegative(),
                      bytes: z.string(),
                      encoding: z.enum(['base58', 'base64']).optional(),
                    }),
                  }),
                ]),
              )
              .max(4)
              .optional(),
          })
          .optional(),
      ),
      ([program, config]) => {
        checkContextSlot(config)
        const filters = (config?.filters ?? []).map((filter) => {
          if ('dataSize' in filter) return (data: Uint8Array) => data.length === filter.dataSize
          const { offset, bytes, encoding } = filter.memcmp
          let expected: Uint8Array
          try {
            expected = encoding === 'base64' ? base64.decode(bytes) : base58.decode(bytes)
          } catch {
            throw SolanaRpcError.invalidParams('Invalid param: invalid memcmp bytes')
          }
          return (data: Uint8Array) =>
            data.length >= offset + expected.length &&
            expected.every((byte, index) => data[offset + index] === byte)
        })
        const value = ledger
          .programAccounts(program)
          .filter(({ account }) => filters.every((matches) => matches(account.data)))
          .map(({ pubkey, account }) => ({
            pubkey,
            account: encodeAccount(account, config?.encoding, config?.dataSlice),
          }))
        return config?.withContext ? withContext(value) : value
      },
    ),
    getEpochSchedule: () => ledger.epochSchedule(),
    getTransactionCount: method(params(contextConfig), ([config]) => {
      checkContextSlot(config)
      return ledger.transactionCount()
    }),
    // The ledger keeps every block since genesis.
    getFirstAvailableBlock: () => 0,
    minimumLedgerSlot: () => 0,
    getTokenAccountBalance: method(params(addressParam, contextConfig), ([key, config]) => {
      checkContextSlot(config)
      const found = ledger.account(key)
      const tokenAccount = found && decodeTokenAccount(found.owner, found.data)
      const decimals = tokenAccount && ledger.mint(tokenAccount.mint)?.decimals
      if (!tokenAccount || decimals === undefined)
        throw SolanaRpcError.invalidParams('Invalid param: not a v2.0 Token account')
      return withContext(uiTokenAmount(tokenAccount.amount, decimals))
    }),
    getTokenSupply: method(params(addressParam, contextConfig), ([key, config]) => {
      checkContextSlot(config)
      const mint = ledger.mint(key)
      if (!mint) throw SolanaRpcError.invalidParams('Invalid param: not a v2.0 Token mint')
      return withContext(uiTokenAmount(mint.supply, mint.decimals))
    }),
    requestAirdrop: method(params(addressParam, u64, contextConfig), ([key, amount]) =>
      ledger.airdrop(key, amount),
    ),
  }
}

// --- getTransaction's encodings ------------------------------------------------------------------------------------

/** The memo column of getSignaturesForAddress: "[length] text" per memo instruction, as the node writes it. */
function memoOf(record: TransactionRecord): string | null {
  const memos = record.message.instructions
    .map((instruction) =>
      parseSolanaInstruction({
        programId: record.accountKeys[instruction.programAddressIndex] ?? '',
        accounts: [],
        data: new Uint8Array(instruction.data ?? []),
        stackHeight: null,
      }),
    )
    .filter((parsed) => 'program' in parsed && parsed.program === 'spl-memo')
    .map((parsed) => {
      const text = String((parsed as { parsed: unknown }).parsed)
      return `[${new TextEncoder().encode(text).length}] ${text}`
    })
  return memos.length ? memos.join('; ') : null
}

function transactionResponse(
  record: TransactionRecord,
  encoding: 'json' | 'jsonParsed' | 'base58' | 'base64',
  options: { withVersion: boolean },
) {
  const { message, accountKeys } = record
  const resolve = (instruction: {
    programIdIndex: number
    accounts: number[]
    data: Uint8Array
    stackHeight: number | null
  }) =>
    parseSolanaInstruction({
      programId: accountKeys[instruction.programIdIndex] ?? '',
      accounts: instruction.accounts.map((index) => accountKeys[index] ?? ''),
      data: instruction.data,
      stackHeight: instruction.stackHeight,
    })
  const topLevel = message.instructions.map((instruction) => ({
    programIdIndex: instruction.programAddressIndex,
    accounts: [...(instruction.accountIndices ?? [])],
    data: new Uint8Array(instruction.data ?? []),
    stackHeight: null,
  }))
  const lookups =
    message.version === 0
      ? {
          addressTableLookups: (message.addressTableLookups ?? []).map((lookup) => ({
            accountKey: lookup.lookupTableAddress,
            writableIndexes: lookup.writableIndexes,
            readonlyIndexes: lookup.readonlyIndexes,
          })),
        }
      : {}
  const err = record.meta.err?.json ?? null
  const metaBase = {
    computeUnitsConsumed: record.meta.computeUnitsConsumed,
    err,
    fee: record.meta.fee,
    logMessages: record.meta.logMessages,
    postBalances: record.meta.postBalances,
    postTokenBalances: record.meta.postTokenBalances,
    preBalances: record.meta.preBalances,
    preTokenBalances: record.meta.preTokenBalances,
    rewards: [],
    status: err ? { Err: err } : { Ok: null },
  }
  let transaction: unknown
  let meta: unknown
  if (encoding === 'jsonParsed') {
    const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } =
      message.header
    const staticCount = message.staticAccounts.length
    transaction = {
      signatures: record.signatures,
      message: {
        accountKeys: accountKeys.map((pubkey, index) => {
          const signer = index < numSignerAccounts
          const fromTable = index >= staticCount
          const writable = fromTable
            ? index < staticCount + record.loadedAddresses.writable.length
            : signer
              ? index < numSignerAccounts - numReadonlySignerAccounts
              : index < staticCount - numReadonlyNonSignerAccounts
          return { pubkey, signer, source: fromTable ? 'lookupTable' : 'transaction', writable }
        }),
        instructions: topLevel.map(resolve),
        recentBlockhash: message.lifetimeToken,
        ...lookups,
      },
    }
    meta = {
      ...metaBase,
      innerInstructions: record.meta.innerInstructions.map(({ index, instructions }) => ({
        index,
        instructions: instructions.map(resolve),
      })),
    }
  } else {
    const innerInstructions = record.meta.innerInstructions.map(({ index, instructions }) => ({
      index,
      instructions: instructions.map((inner) => ({ ...inner, data: base58.encode(inner.data) })),
    }))
    meta = { ...metaBase, innerInstructions, loadedAddresses: record.loadedAddresses }
    transaction =
      encoding === 'json'
        ? {
            signatures: record.signatures,
            message: {
              accountKeys: message.staticAccounts,
              header: {
                numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
                numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
                numRequiredSignatures: message.header.numSignerAccounts,
              },
              instructions: topLevel.map((instruction) => ({
                ...instruction,
                data: base58.encode(instruction.data),
              })),
              recentBlockhash: message.lifetimeToken,
              ...lookups,
            },
          }
        : encoding === 'base64'
          ? [base64.encode(record.wire), 'base64']
          : [base58.encode(record.wire), 'base58']
  }
  return {
    blockTime: record.blockTime,
    meta,
    slot: record.slot,
    transaction,
    ...(options.withVersion ? { version: record.message.version } : {}),
  }
}
