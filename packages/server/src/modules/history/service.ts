import type { Transaction, TransactionTransfer } from '@latch/core'
import { formatUnits, getAddress } from 'viem'
import type { TokenList } from '../../platform/tokens/createTokenList'
import { encodeHistoryCursor, type HistoryCursor } from './historyCursor'
import { isSpamTransfer } from './isSpamTransfer'
import type { ActivityRow, HistoryStore } from './store'

const PAGE_SIZE = 20

/**
 * An account's history, newest first, in pages of 20. Keyset paging on (block, transaction index): a page
 * never repeats or skips an item while new blocks arrive. Spam transactions (isSpamTransfer) are left out
 * unless asked for, then marked: a trusted back end does not show a forged "send of 500,000 Latch USD".
 */
export function historyService(store: HistoryStore, tokens: TokenList) {
  return {
    async page(
      caipNetworkId: string,
      account: string,
      cursor: HistoryCursor | undefined,
      includeSpam = false,
    ) {
      const rows = await store.page(
        caipNetworkId,
        account,
        cursor,
        PAGE_SIZE + 1,
        includeSpam ? undefined : tokens.addresses(caipNetworkId),
      )
      const page = rows.slice(0, PAGE_SIZE)
      const last = page[page.length - 1]
      // A short page that left spam out may have stopped at the scan's end: page on from there.
      const scanEnd =
        !includeSpam && rows.length <= PAGE_SIZE
          ? await store.scanEnd(caipNetworkId, account, cursor)
          : undefined
      const spam = (transfer: ActivityRow['transfers'][number], row: ActivityRow) =>
        isSpamTransfer({
          standard: transfer.standard,
          listed: tokens.isListed(caipNetworkId, transfer.token_address ?? undefined),
          initiatedByAccount: row.tx_from === account,
        })
      return {
        data: page.map((row) => toTransaction(row, account, caipNetworkId, spam)),
        next:
          rows.length > PAGE_SIZE && last
            ? encodeHistoryCursor({ block: BigInt(last.block_number), txIndex: last.tx_index })
            : scanEnd
              ? encodeHistoryCursor(scanEnd)
              : null,
      }
    },
  }
}

export type HistoryService = ReturnType<typeof historyService>

function toTransaction(
  row: ActivityRow,
  account: string,
  chain: string,
  spam: (transfer: ActivityRow['transfers'][number], row: ActivityRow) => boolean,
): Transaction {
  const transfers = row.transfers.map((transfer): TransactionTransfer => {
    const direction =
      transfer.from_address === account && transfer.to_address === account
        ? 'self'
        : transfer.from_address === account
          ? 'out'
          : 'in'
    if (transfer.standard === 'erc721' || transfer.standard === 'erc1155')
      return {
        direction,
        quantity: { numeric: transfer.amount },
        nft_info: {
          name: `${transfer.name ?? 'NFT'} #${transfer.token_id}`,
          content: {},
          flags: { is_spam: spam(transfer, row) },
        },
      }
    const native = transfer.standard === 'native'
    return {
      direction,
      quantity: {
        numeric: formatUnits(BigInt(transfer.amount), native ? 18 : (transfer.decimals ?? 0)),
      },
      fungible_info: {
        name: native ? 'Ether' : (transfer.name ?? 'Unknown token'),
        symbol: native ? 'ETH' : (transfer.symbol ?? '?'),
        icon: null,
      },
    }
  })
  const outgoing = transfers.some((transfer) => transfer.direction !== 'in')
  // A token payment's transaction goes to the token contract; the Activity row names whom it paid instead.
  const recipients = new Set(
    row.transfers.filter((transfer) => transfer.from_address === account).map((t) => t.to_address),
  )
  const [recipient] = recipients
  const paidOnly = transfers.every((transfer) => transfer.direction === 'out')
  const sentTo = paidOnly && recipients.size === 1 && recipient ? recipient : row.tx_to
  return {
    id: `${chain}:${row.tx_hash}`,
    metadata: {
      operationType: outgoing ? 'send' : 'receive',
      hash: row.tx_hash,
      chain: chain as Transaction['metadata']['chain'],
      minedAt: new Date(Number(row.timestamp) * 1000).toISOString(),
      sentFrom: getAddress(row.tx_from),
      sentTo: sentTo ? getAddress(sentTo) : '',
      status: row.transfers.some((transfer) => transfer.status === 'failed')
        ? 'failed'
        : 'confirmed',
      nonce: Number(row.nonce),
    },
    transfers,
  }
}
