import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { balanceStore } from './modules/balance/store'
import { historyStore } from './modules/history/store'
import { nftStore } from './modules/nfts/store'
import { paymasterStore } from './modules/paymaster/store'
import type { Database, Sql } from './platform/db/Database'
import { sqlTestDatabases } from './testing/testDatabases'

const chain = 'eip155:31337'
const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`

/** The query plan (EXPLAIN, JSON) of what a store sends, instead of its rows. */
const explaining = (db: Database): Sql => ({
  query: async (text, params) =>
    (await db.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${text}`, params)).map(
      (row) => row['QUERY PLAN'],
    ) as never,
  exec: (text) => db.exec(text),
})

const scannedTables = (plan: unknown): string[] => {
  const found: string[] = []
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit)
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>
      if (record['Node Type'] === 'Seq Scan') found.push(String(record['Relation Name']))
      Object.values(record).forEach(visit)
    }
  }
  visit(typeof plan === 'string' ? JSON.parse(plan) : plan)
  return found
}

// behaviour.md §15.6: with 300k transfers /nfts once cost 131 ms a call (a scan of the whole table on the event loop).
// Every read endpoint must be an index lookup, whatever the table's size.
describe.each(sqlTestDatabases)('reads are index lookups on $name', ({ create }) => {
  let db: Database
  beforeAll(async () => {
    db = await create()
    await db.exec(`
      insert into tokens (chain_id, address, standard, name, symbol, decimals)
        values ('${chain}', '${address(1_000_001)}', 'erc721', 'Punks', 'P', 0),
               ('${chain}', '${address(1_000_002)}', 'erc20', 'Token', 'T', 18);
      insert into blocks (chain_id, number, hash, parent_hash, timestamp)
        select '${chain}', n, 'h' || n, 'h' || (n - 1), 1700000000 + n from generate_series(0, 2000) as n;
      insert into transfers (chain_id, block_number, tx_index, tx_hash, log_index, batch_index, from_address,
          to_address, standard, token_address, token_id, amount, status)
        select '${chain}', i / 10, i % 10, 't' || i, 0, 0,
          '0x' || lpad(to_hex(i % 3000), 40, '0'), '0x' || lpad(to_hex((i * 7 + 1) % 3000), 40, '0'),
          case when i % 2 = 0 then 'erc721' else 'erc20' end,
          case when i % 2 = 0 then '${address(1_000_001)}' else '${address(1_000_002)}' end,
          case when i % 2 = 0 then i else null end, 1, 'confirmed'
        from generate_series(0, 19999) as i;
      insert into address_activity (chain_id, address, block_number, tx_index, tx_hash, tx_from, tx_to, nonce)
        select chain_id, to_address, block_number, tx_index, tx_hash, from_address, null, 0 from transfers;
      insert into paymaster_spends (project_id, chain_id, sender, nonce, user_op_hash, max_cost_wei, created_at)
        select 'p' || (i % 50), 31337, '0x' || lpad(to_hex(i % 3000), 40, '0'), i, 'h' || i, 1000, i
        from generate_series(0, 19999) as i;
      analyze;
    `)
  })
  afterAll(async () => {
    await db?.close()
  })

  it('NFT holdings', async () => {
    const plan = await nftStore(explaining(db)).holdings(chain, address(7), 0, 51)
    expect(scannedTables(plan[0])).not.toContain('transfers')
  })

  it("a project's sponsorships of an account, and its spending of the day", async () => {
    // The plans the store's queries get; the store sees no rows.
    const plans: unknown[] = []
    const capturing: Sql = {
      query: async (text, params) => {
        plans.push((await explaining(db).query(text, params))[0])
        return []
      },
      exec: (text) => db.exec(text),
    }
    await paymasterStore(capturing).spendsOf('p7', address(7))
    await paymasterStore(capturing).spentSince('p7', address(7), 19_000, {
      chainId: 31337,
      nonce: 1n,
    })
    expect(plans).toHaveLength(2)
    for (const plan of plans) expect(scannedTables(plan)).not.toContain('paymaster_spends')
  })

  it('held tokens for balances', async () => {
    const plan = await balanceStore(explaining(db)).heldTokens(chain, address(7))
    expect(scannedTables(plan[0])).not.toContain('transfers')
  })

  it.each([
    ['with spam', undefined],
    ['without spam', [address(1_000_002)]],
  ])('a history page %s', async (_, listed) => {
    const plan = await historyStore(explaining(db)).page(chain, address(7), undefined, 21, listed)
    const scanned = scannedTables(plan[0])
    expect(scanned).not.toContain('transfers')
    expect(scanned).not.toContain('address_activity')
  })
})
