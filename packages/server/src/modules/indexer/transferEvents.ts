import { decodeEventLog, type Hex, type Log, parseAbiItem, toEventSelector } from 'viem'

const erc20Transfer = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
)
/** ERC-721 shares the ERC-20 event's selector and indexes the token id (four topics). */
const erc721Transfer = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
)
const transferSingle = parseAbiItem(
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
)
const transferBatch = parseAbiItem(
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
)

export const transferTopics = [
  toEventSelector(erc20Transfer),
  toEventSelector(transferSingle),
  toEventSelector(transferBatch),
] as const

/** A batch with more items than this is not recorded (no real transfer needs it; it would bloat a block). */
const MAX_BATCH_ITEMS = 1_000

export type DecodedTransfer = {
  logIndex: number
  batchIndex: number
  txHash: Hex
  from: string
  to: string
  standard: 'erc20' | 'erc721' | 'erc1155'
  token: string
  tokenId: bigint | null
  amount: bigint
}

/** A log's transfers, or why it was skipped: a malformed log never stops the indexer. */
export type DecodedLog = { transfers: DecodedTransfer[] } | { skipped: string }

/**
 * Decodes a token transfer log strictly against its ABI (the topic count tells ERC-20 from ERC-721). Chain
 * data is untrusted: anything that does not decode exactly (short data, arrays pointing past the end, id and
 * value counts that differ) is skipped with its reason.
 */
export function decodeTransferLog(log: Log): DecodedLog {
  if (!log.transactionHash || log.logIndex === null) return { skipped: 'log of a pending block' }
  const base = {
    logIndex: log.logIndex,
    txHash: log.transactionHash,
    token: log.address.toLowerCase(),
  }
  const [topic0] = log.topics
  const strict = { data: log.data, topics: log.topics as [Hex], strict: true } as const
  try {
    if (topic0 === transferTopics[0] && log.topics.length === 3) {
      // Exactly one word of data: a longer one is not an ERC-20 Transfer either.
      if ((log.data.length - 2) / 2 !== 32) return { skipped: 'Transfer data is not one word' }
      const { args } = decodeEventLog({ abi: [erc20Transfer], ...strict })
      if (!args) return { skipped: 'transfer log does not decode' }
      return {
        transfers: [
          {
            ...base,
            batchIndex: 0,
            from: args.from.toLowerCase(),
            to: args.to.toLowerCase(),
            standard: 'erc20',
            tokenId: null,
            amount: args.value,
          },
        ],
      }
    }
    if (topic0 === transferTopics[0] && log.topics.length === 4) {
      const { args } = decodeEventLog({ abi: [erc721Transfer], ...strict })
      if (!args) return { skipped: 'transfer log does not decode' }
      return {
        transfers: [
          {
            ...base,
            batchIndex: 0,
            from: args.from.toLowerCase(),
            to: args.to.toLowerCase(),
            standard: 'erc721',
            tokenId: args.tokenId,
            amount: 1n,
          },
        ],
      }
    }
    if (topic0 === transferTopics[1]) {
      const { args } = decodeEventLog({ abi: [transferSingle], ...strict })
      if (!args) return { skipped: 'transfer log does not decode' }
      return {
        transfers: [
          {
            ...base,
            batchIndex: 0,
            from: args.from.toLowerCase(),
            to: args.to.toLowerCase(),
            standard: 'erc1155',
            tokenId: args.id,
            amount: args.value,
          },
        ],
      }
    }
    if (topic0 === transferTopics[2]) {
      const { args } = decodeEventLog({ abi: [transferBatch], ...strict })
      if (!args) return { skipped: 'transfer log does not decode' }
      if (args.ids.length !== args.values.length)
        return { skipped: 'TransferBatch ids and values differ in length' }
      if (args.ids.length > MAX_BATCH_ITEMS) return { skipped: 'TransferBatch too large' }
      return {
        transfers: args.ids.map((id, i) => ({
          ...base,
          batchIndex: i,
          from: args.from.toLowerCase(),
          to: args.to.toLowerCase(),
          standard: 'erc1155' as const,
          tokenId: id,
          amount: args.values[i] as bigint,
        })),
      }
    }
  } catch {
    return { skipped: 'transfer log does not decode' }
  }
  return { skipped: 'transfer log with an unexpected topic count' }
}
