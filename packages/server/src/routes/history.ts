import type { Transaction, TransactionTransfer } from '@latch/core'
import type { FastifyInstance } from 'fastify'
import { getAddress } from 'viem'
import { z } from 'zod'
import type { ChainRegistry } from '../chains/createChainRegistry'
import type { Database } from '../db/Database'
import { httpErrors } from '../http/HttpError'
import { parseRequest } from '../http/parseRequest'
import { caipNetworkId, evmAddress, sdkQuery } from '../http/schemas'
import { decodeHistoryCursor, encodeHistoryCursor } from './historyCursor'

const PAGE_SIZE = 20

type ActivityRow = {
  block_number: string
  tx_index: number
  tx_hash: string
  tx_from: string
  tx_to: string | null
  nonce: string
  timestamp: string
}
type TransferRow = {
  tx_hash: string
  log_index: number
  from_address: string
  to_address: string
  standard: 'native' | 'erc20' | 'erc721' | 'erc1155'
  token_address: string | null
  token_id: string | null
  amount: string
  status: 'confirmed' | 'failed'
  name: string | null
  symbol: string | null
  decimals: number | null
}

/** A raw integer amount as a decimal string with `decimals` fraction digits. */
export function toDecimalString(amount: string, decimals: number): string {
  if (decimals <= 0) return amount
  const digits = amount.padStart(decimals + 1, '0')
  const fraction = digits.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${digits.slice(0, -decimals)}.${fraction}` : digits.slice(0, -decimals)
}

/**
 * `GET /v1/account/{account}/history?chainId&cursor` → `{ data, next }`, newest first. Keyset paging on
 * (block, transaction index): a page never repeats or skips an item while new blocks arrive.
 */
export function historyRoutes(db: Database, chains: ChainRegistry) {
  return async (app: FastifyInstance) => {
    app.get('/v1/account/:account/history', async (request) => {
      const { account } = parseRequest(z.object({ account: evmAddress }), request.params)
      const query = parseRequest(
        z.object({ ...sdkQuery, chainId: caipNetworkId, cursor: z.string().max(64).optional() }),
        request.query,
      )
      const cursor = query.cursor === undefined ? undefined : decodeHistoryCursor(query.cursor)
      if (query.cursor !== undefined && !cursor)
        throw httpErrors.badRequest('cursor: not a valid cursor')
      if (!chains.get(query.chainId)) return { data: [], next: null }

      // One round trip: the page of transactions (a keyset range scan on the activity index; a separate
      // statement per case, so no optional bound spoils the plan), each with its transfers as JSON.
      const bound = cursor ? 'and (a.block_number, a.tx_index) < ($3::bigint, $4::int)' : ''
      const rows = await db.query<ActivityRow & { transfers: TransferRow[] }>(
        `with page as (
           select a.block_number, a.tx_index, a.tx_hash, a.tx_from, a.tx_to, a.nonce
           from address_activity a
           where a.chain_id = $1 and a.address = $2 ${bound}
           order by a.block_number desc, a.tx_index desc
           limit ${PAGE_SIZE + 1}
         )
         select p.block_number::text as block_number, p.tx_index, p.tx_hash, p.tx_from, p.tx_to,
           p.nonce::text as nonce, b.timestamp::text as timestamp,
           coalesce(json_agg(json_build_object(
             'tx_hash', t.tx_hash, 'log_index', t.log_index, 'from_address', t.from_address,
             'to_address', t.to_address, 'standard', t.standard, 'token_address', t.token_address,
             'token_id', t.token_id::text, 'amount', t.amount::text, 'status', t.status,
             'name', k.name, 'symbol', k.symbol, 'decimals', k.decimals
           ) order by t.log_index, t.batch_index) filter (where t.tx_hash is not null), '[]') as transfers
         from page p
         join blocks b on b.chain_id = $1 and b.number = p.block_number
         left join transfers t on t.chain_id = $1 and t.tx_hash = p.tx_hash
           and (t.from_address = $2 or t.to_address = $2)
         left join tokens k on k.chain_id = $1 and k.address = t.token_address
         group by p.block_number, p.tx_index, p.tx_hash, p.tx_from, p.tx_to, p.nonce, b.timestamp
         order by p.block_number desc, p.tx_index desc`,
        cursor
          ? [query.chainId, account, cursor.block.toString(), cursor.txIndex]
          : [query.chainId, account],
        { name: cursor ? 'history-after-cursor' : 'history-first-page' },
      )
      const page = rows.slice(0, PAGE_SIZE)
      const last = page[page.length - 1]
      return {
        data: page.map((row) => toTransaction(row, row.transfers, account, query.chainId)),
        next:
          rows.length > PAGE_SIZE && last
            ? encodeHistoryCursor({ block: BigInt(last.block_number), txIndex: last.tx_index })
            : null,
      }
    })
  }
}

function toTransaction(
  row: ActivityRow,
  transfers: TransferRow[],
  account: string,
  chain: string,
): Transaction {
  const own = transfers
  const mapped = own.map((transfer): TransactionTransfer => {
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
          flags: { is_spam: false },
        },
      }
    const native = transfer.standard === 'native'
    return {
      direction,
      quantity: {
        numeric: toDecimalString(transfer.amount, native ? 18 : (transfer.decimals ?? 0)),
      },
      fungible_info: {
        name: native ? 'Ether' : (transfer.name ?? 'Unknown token'),
        symbol: native ? 'ETH' : (transfer.symbol ?? '?'),
        icon: null,
      },
    }
  })
  const outgoing = mapped.some((transfer) => transfer.direction !== 'in')
  return {
    id: `${chain}:${row.tx_hash}`,
    metadata: {
      operationType: outgoing ? 'send' : 'receive',
      hash: row.tx_hash,
      chain: chain as Transaction['metadata']['chain'],
      minedAt: new Date(Number(row.timestamp) * 1000).toISOString(),
      sentFrom: getAddress(row.tx_from),
      sentTo: row.tx_to ? getAddress(row.tx_to) : '',
      status: own.some((transfer) => transfer.status === 'failed') ? 'failed' : 'confirmed',
      nonce: Number(row.nonce),
    },
    transfers: mapped,
  }
}
