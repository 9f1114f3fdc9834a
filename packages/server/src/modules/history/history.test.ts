import { testAccount } from '@latch/devstack'
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
    for (let i = 0; i < 25; i++) await wallet.sendTransaction({ to: holder, value: BigInt(i + 1) })
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

  it('answers empty history for a chain it does not serve', async () => {
    expect((await t.get(`/v1/account/${holder}/history?${q}&chainId=eip155:1`)).json()).toEqual({
      data: [],
      next: null,
    })
  })

  it.each([
    [`/v1/account/${holder}/history?${q}&chainId=eip155:31337&cursor=%%%`, 'cursor'],
    [`/v1/account/${holder}/history?${q}&chainId=eip155:31337&cursor=bm90LWEtY3Vyc29y`, 'cursor'],
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
})
