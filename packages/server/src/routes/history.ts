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

      // Two statements rather than one with an optional bound, so each is a plain index range scan.
      const select = `select a.block_number::text, a.tx_index, a.tx_hash, a.tx_from, a.tx_to, a.nonce::text,
          b.timestamp::text
        from address_activity a join blocks b on b.chain_id = a.chain_id and b.number = a.block_number
        where a.chain_id = $1 and a.address = $2`
      const order = `order by a.block_number desc, a.tx_index desc limit ${PAGE_SIZE + 1}`
      const rows = cursor
        ? await db.query<ActivityRow>(
            `${select} and (a.block_number, a.tx_index) < ($3::bigint, $4::int) ${order}`,
            [query.chainId, account, cursor.block.toString(), cursor.txIndex],
          )
        : await db.query<ActivityRow>(`${select} ${order}`, [query.chainId, account])
      const page = rows.slice(0, PAGE_SIZE)
      const transfers = page.length
        ? await db.query<TransferRow>(
            `select t.tx_hash, t.log_index, t.from_address, t.to_address, t.standard, t.token_address,
               t.token_id::text, t.amount::text, t.status, k.name, k.symbol, k.decimals
             from transfers t left join tokens k on k.chain_id = t.chain_id and k.address = t.token_address
             where t.chain_id = $1 and t.tx_hash = any($2::text[]) and (t.from_address = $3 or t.to_address = $3)
             order by t.log_index, t.batch_index`,
            [query.chainId, page.map((row) => row.tx_hash), account],
          )
        : []
      const last = page[page.length - 1]
      return {
        data: page.map((row) => toTransaction(row, transfers, account, query.chainId)),
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
  const own = transfers.filter((transfer) => transfer.tx_hash === row.tx_hash)
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
