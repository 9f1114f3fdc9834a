import { join } from 'node:path'
import {
  compileContracts,
  dataDir,
  expectedAddresses,
  hostileContracts,
  testAccount,
} from '@latch/devstack/chain'
import { erc20Abi, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { q, startTestApp, type TestApp, useTestChain } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'

const holder = testAccount(1).address
const payer = testAccount(6)

const testChain = useTestChain()

describe.each(testDatabases)('history on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  beforeAll(async () => {
    db = await create()
    t = await startTestApp(db, testChain)
  })
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  it('pages history newest first on a stable cursor while new blocks arrive', async () => {
    const wallet = t.wallet(6)
    let last: `0x${string}` = '0x'
    for (let i = 0; i < 25; i++)
      last = await wallet.sendTransaction({ to: holder, value: BigInt(i + 1) })
    // The node answers with the hash before it mines the block: index only once the last one is in.
    await wallet.waitForTransactionReceipt({ hash: last })
    await t.indexAll()
    const seen: string[] = []
    let cursor: string | null = null
    let arrivedDuringPaging = ''
    do {
      const response = await t.get(
        `/v1/account/${holder}/history?${q}&chainId=eip155:31337${cursor ? `&cursor=${cursor}` : ''}`,
      )
      expect(response.statusCode).toBe(200)
      const page = response.json() as {
        data: Array<{ id: string; metadata: { minedAt: string } }>
        next: string | null
      }
      seen.push(...page.data.map((item) => item.id))
      cursor = page.next
      if (!arrivedDuringPaging) {
        arrivedDuringPaging = await wallet.sendTransaction({ to: holder, value: 999n })
        await wallet.waitForTransactionReceipt({ hash: arrivedDuringPaging as `0x${string}` })
        await t.indexAll()
      }
    } while (cursor)
    expect(new Set(seen).size).toBe(seen.length)
    const [total] = await db.query<{ count: number }>(
      'select count(*)::int as count from address_activity where address = $1 and tx_hash <> $2',
      [holder.toLowerCase(), arrivedDuringPaging],
    )
    expect(seen).toHaveLength(total?.count ?? -1)
    expect(seen.includes(`eip155:31337:${arrivedDuringPaging}`)).toBe(false)
    const first = (
      await t.get(`/v1/account/${holder}/history?${q}&chainId=eip155:31337`)
    ).json() as {
      data: Array<{
        id: string
        metadata: { sentFrom: string; minedAt: string }
        transfers: Array<{ direction: string; quantity: { numeric: string } }>
      }>
    }
    expect(first.data[0]?.id).toBe(`eip155:31337:${arrivedDuringPaging}`)
    expect(first.data[0]?.metadata.sentFrom).toBe(payer.address)
    expect(first.data[0]?.transfers).toEqual([
      expect.objectContaining({ direction: 'in', quantity: { numeric: '0.000000000000000999' } }),
    ])
    const times = first.data.map((item) => Date.parse(item.metadata.minedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('names whom a token payment paid as sentTo, not the token contract the transaction went to', async () => {
    const wallet = t.wallet(7)
    const recipient = testAccount(8).address
    const hash = await wallet.writeContract({
      address: expectedAddresses().lusd,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseUnits('25', 6)],
    })
    await wallet.waitForTransactionReceipt({ hash })
    await t.indexAll()
    const page = (
      await t.get(`/v1/account/${testAccount(7).address}/history?${q}&chainId=eip155:31337`)
    ).json() as {
      data: Array<{ metadata: { hash: string; sentTo: string; operationType: string } }>
    }
    expect(page.data.find((item) => item.metadata.hash === hash)?.metadata).toMatchObject({
      operationType: 'send',
      sentTo: recipient,
    })
  })

  it('answers empty history for a chain it does not serve', async () => {
    expect((await t.get(`/v1/account/${holder}/history?${q}&chainId=eip155:1`)).json()).toEqual({
      data: [],
      next: null,
    })
  })

  it.each([
    [`/v1/account/${holder}/history?${q}&chainId=eip155:31337&cursor=%%%`, 'cursor'],
    [`/v1/account/${holder}/history?${q}&chainId=eip155:31337&cursor=bm90LWEtY3Vyc29y`, 'cursor'],
    // A block number past int8 (formerly a 500 that logged the SQL).
    [
      `/v1/account/${holder}/history?${q}&chainId=eip155:31337&cursor=${Buffer.from('9999999999999999999:0').toString('base64url')}`,
      'cursor',
    ],
  ])('rejects %s (bad %s) with 400 and the error body', async (url, field) => {
    const response = await t.get(url)
    expect(response.statusCode).toBe(400)
    const body = response.json() as {
      status: number
      reasons: Array<{ name: string; description: string }>
    }
    expect(body.status).toBe(400)
    expect(body.reasons[0]?.name).toBe('Bad Request')
    expect(body.reasons[0]?.description).toContain(field)
  })

  it('hides a forged transfer of a copied token; shows it marked only when asked', async () => {
    const victim = testAccount(2).address
    const attacker = testAccount(9).address
    const hostile = hostileContracts(
      t.chain.rpcUrl,
      await compileContracts(join(dataDir, 'contracts-cache')),
    )
    const fake = await hostile.token('Latch USD', 'LUSD', 6)
    const forged = await hostile.forge(fake, victim, attacker, parseUnits('500000', 6))
    const wallet = t.wallet(2)
    const own = await wallet.writeContract({
      address: fake,
      abi: [
        {
          type: 'function',
          name: 'forge',
          stateMutability: 'nonpayable',
          inputs: [
            { name: 'from', type: 'address' },
            { name: 'to', type: 'address' },
            { name: 'value', type: 'uint256' },
          ],
          outputs: [],
        },
      ],
      functionName: 'forge',
      args: [victim, attacker, 1n],
    })
    await wallet.waitForTransactionReceipt({ hash: own })
    await t.indexAll()
    const ids = async (extra = '') =>
      (
        (await t.get(`/v1/account/${victim}/history?${q}&chainId=eip155:31337${extra}`)).json() as {
          data: Array<{ id: string }>
        }
      ).data.map((item) => item.id)
    const shown = await ids()
    expect(shown).not.toContain(`eip155:31337:${forged}`)
    // What the victim sent itself is never spam, whatever the token.
    expect(shown).toContain(`eip155:31337:${own}`)
    // A listed token sent by someone else stays (the deployment minted LUSD to the victim).
    expect(shown.length).toBeGreaterThan(1)
    expect(await ids('&spam=include')).toContain(`eip155:31337:${forged}`)
  })

  it('pages past a spam flood at a bounded cost per page, losing nothing', async () => {
    const flooded = '0x00000000000000000000000000000000000f100d'
    const sender = '0x00000000000000000000000000000000000a77ac'
    const spamToken = '0x00000000000000000000000000000000000005a5'
    // Three real payments (native) at blocks 2,000,001–3, then 1,500 spam transfers above them.
    await db.exec(`
      insert into blocks (chain_id, number, hash, parent_hash, timestamp)
        select 'eip155:31337', n, 'f' || n, 'f' || (n - 1), 1800000000 + n
        from generate_series(2000001, 2001600) as n;
      insert into transfers (chain_id, block_number, tx_index, tx_hash, log_index, batch_index, from_address,
          to_address, standard, token_address, token_id, amount, status)
        select 'eip155:31337', n, 0, 'flood' || n, case when n <= 2000003 then -1 else 0 end, 0,
          '${sender}', '${flooded}', case when n <= 2000003 then 'native' else 'erc20' end,
          case when n <= 2000003 then null else '${spamToken}' end, null, 1, 'confirmed'
        from generate_series(2000001, 2001503) as n;
      insert into address_activity (chain_id, address, block_number, tx_index, tx_hash, tx_from, tx_to, nonce)
        select chain_id, to_address, block_number, 0, tx_hash, from_address, to_address, 0 from transfers
        where to_address = '${flooded}';
    `)
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const page = (
        await t.get(
          `/v1/account/${flooded}/history?${q}&chainId=eip155:31337${cursor ? `&cursor=${cursor}` : ''}`,
        )
      ).json() as { data: Array<{ id: string }>; next: string | null }
      seen.push(...page.data.map((item) => item.id))
      cursor = page.next
      pages++
    } while (cursor && pages < 10)
    expect(seen).toEqual([2000003, 2000002, 2000001].map((n) => `eip155:31337:flood${n}`))
    // 1,503 transactions at most 1,000 looked at a page: the first page is empty and says where to go on.
    expect(pages).toBe(2)
  })
})
