import { createDataApiClient, DataApiError } from '@latch/core/account'
import { testAccount } from '@latch/devstack/chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from './platform/db/Database'
import { startTestApp, type TestApp, useTestChain } from './testing/startTestApp'
import { testDatabases } from './testing/testDatabases'

const holder = testAccount(1).address

const testChain = useTestChain()

// The whole app as the browser client in @latch/core reads it, over a real socket.

describe.each(testDatabases)('data API on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  beforeAll(async () => {
    db = await create()
    t = await startTestApp(db, testChain)
    const wallet = t.wallet(6)
    let last: `0x${string}` = '0x'
    for (let i = 0; i < 25; i++)
      last = await wallet.sendTransaction({ to: holder, value: BigInt(i + 1) })
    // The node answers with the hash before it mines the block: index only once the last one is in.
    await wallet.waitForTransactionReceipt({ hash: last })
    await t.indexAll()
    await db.query(
      `insert into names (project_id, name, address, addresses, texts, signed_at)
       values ('latch-demo', 'alice.latch.eth', $1, '{}', '{}', 1)`,
      [holder.toLowerCase()],
    )
  })
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  it('is what the browser client reads', async () => {
    const { app, contracts } = t
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    const client = createDataApiClient({ apiUrl, projectId: 'latch-demo' })
    // The test chain, and the default Solana and Bitcoin networks (the dev stack's local chain and regtest).
    expect(await client.getSupportedChains()).toEqual({
      http: [
        'eip155:31337',
        'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp',
        'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      ],
      ws: [],
    })
    const history = await client.getHistory(holder, { chainId: 'eip155:31337' })
    expect(history.data.length).toBe(20)
    expect(typeof history.next).toBe('string')
    const next = await client.getHistory(holder, {
      chainId: 'eip155:31337',
      cursor: history.next ?? undefined,
    })
    expect(next.data.some((item) => history.data.some((seen) => seen.id === item.id))).toBe(false)
    const { balances } = await client.getBalances(holder, { chainId: 'eip155:31337' })
    expect(balances.some((balance) => balance.symbol === 'LTK')).toBe(true)
    const nfts = await client.getNfts(holder, { chainId: 'eip155:31337' })
    expect(nfts.data.map((nft) => nft.collection)).toEqual(
      expect.arrayContaining(['Latch Punks', 'Latch Items']),
    )
    expect(await client.getIdentity(holder)).toEqual({ name: 'alice.latch.eth', avatar: null })
    const { fungibles } = await client.getPrices([`eip155:31337:${contracts.lusd}`])
    expect(fungibles).toEqual([expect.objectContaining({ symbol: 'LUSD', price: 1 })])
    const badInput = await client
      .getHistory('0x1', { chainId: 'eip155:31337' })
      .catch((caught: unknown) => caught)
    expect(badInput).toMatchObject({
      status: 400,
      reasons: [expect.objectContaining({ name: 'Bad Request' })],
    })
    const wrong = createDataApiClient({ apiUrl, projectId: 'nope' })
    const error = await wrong.getSupportedChains().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DataApiError)
    expect(error).toMatchObject({ status: 401, message: 'Invalid Project ID' })
  })
})
