import { type Hex, type Log, parseAbiItem, toEventSelector } from 'viem'

/** ERC-20 and ERC-721 share this event; ERC-721 indexes the token id (four topics). */
export const transferEvent = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
)
export const transferSingleEvent = parseAbiItem(
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
)
export const transferBatchEvent = parseAbiItem(
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
)

export const transferTopics = [
  toEventSelector(transferEvent),
  toEventSelector(transferSingleEvent),
  toEventSelector(transferBatchEvent),
] as const

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

const topicAddress = (topic: Hex | undefined) => `0x${(topic ?? '').slice(26)}`.toLowerCase()

/** Decodes token transfer logs by hand (topic counts tell ERC-20 from ERC-721); malformed logs are skipped. */
export function decodeTransferLog(log: Log): DecodedTransfer[] {
  const [topic0, t1, t2, t3] = log.topics
  if (!log.transactionHash || log.logIndex === null) return []
  const base = {
    logIndex: log.logIndex,
    txHash: log.transactionHash,
    token: log.address.toLowerCase(),
  }
  const words = (log.data.slice(2).match(/.{64}/g) ?? []).map((word) => BigInt(`0x${word}`))
  try {
    if (topic0 === transferTopics[0] && log.topics.length === 3 && words.length === 1)
      return [
        {
          ...base,
          batchIndex: 0,
          from: topicAddress(t1),
          to: topicAddress(t2),
          standard: 'erc20',
          tokenId: null,
          amount: words[0] as bigint,
        },
      ]
    if (topic0 === transferTopics[0] && log.topics.length === 4)
      return [
        {
          ...base,
          batchIndex: 0,
          from: topicAddress(t1),
          to: topicAddress(t2),
          standard: 'erc721',
          tokenId: BigInt(t3 as Hex),
          amount: 1n,
        },
      ]
    if (topic0 === transferTopics[1] && words.length === 2)
      return [
        {
          ...base,
          batchIndex: 0,
          from: topicAddress(t2),
          to: topicAddress(t3),
          standard: 'erc1155',
          tokenId: words[0] as bigint,
          amount: words[1] as bigint,
        },
      ]
    if (topic0 === transferTopics[2]) {
      // ABI: two offsets, then each array as length + items.
      const idsAt = Number(words[0]) / 32
      const valuesAt = Number(words[1]) / 32
      const count = Number(words[idsAt])
      if (!Number.isSafeInteger(count) || count !== Number(words[valuesAt]) || count > 1_000)
        return []
      return Array.from({ length: count }, (_, i) => ({
        ...base,
        batchIndex: i,
        from: topicAddress(t2),
        to: topicAddress(t3),
        standard: 'erc1155' as const,
        tokenId: words[idsAt + 1 + i] as bigint,
        amount: words[valuesAt + 1 + i] as bigint,
      }))
    }
  } catch {
    return []
  }
  return []
}
