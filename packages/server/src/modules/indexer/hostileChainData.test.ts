import { join } from 'node:path'
import { compileContracts, dataDir, hostileContracts, testAccount } from '@latch/devstack/chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { q, startTestApp, type TestApp, useTestChain } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'
import { createIndexer } from './createIndexer'

const victim = testAccount(3).address
const payer = 5

const testChain = useTestChain()

describe.each(testDatabases)('hostile chain data on $name', ({ create }) => {
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

  it('a NUL-named token and a malformed TransferBatch stop nothing: a later payment shows in history within the normal delay', async () => {
    const hostile = hostileContracts(
      t.chain.rpcUrl,
      await compileContracts(join(dataDir, 'contracts-cache')),
    )
    const nul = await hostile.token('\u0000', '\u0000', 18)
    await hostile.forge(nul, testAccount(9).address, victim, 1n)
    const batch = await hostile.malformedBatch(victim)

    const pollMs = 50
    const running = createIndexer({ db, chain: t.served, pollMs })
    running.start()
    try {
      const wallet = t.wallet(payer)
      const payment = await wallet.sendTransaction({ to: victim, value: 12_345n })
      await wallet.waitForTransactionReceipt({ hash: payment })
      // The normal delay: a few polls (the indexer works through the blocks before it one per poll at most).
      const deadline = Date.now() + 40 * pollMs
      let ids: string[] = []
      while (Date.now() < deadline) {
        const { data } = (
          await t.get(`/v1/account/${victim}/history?${q}&chainId=eip155:31337&spam=include`)
        ).json() as { data: Array<{ id: string }> }
        ids = data.map((item) => item.id)
        if (ids.includes(`eip155:31337:${payment}`)) break
        await new Promise((r) => setTimeout(r, pollMs))
      }
      expect(ids).toContain(`eip155:31337:${payment}`)
    } finally {
      await running.stop()
    }
    expect(running.status()).toMatchObject({ error: null, behind: false })
    expect(await t.indexer.skippedLogs()).toContainEqual({
      tx_hash: batch,
      log_index: 0,
      reason: 'transfer log does not decode',
    })
    const [token] = await db.query<{ name: string | null; symbol: string | null }>(
      'select name, symbol from tokens where address = $1',
      [nul.toLowerCase()],
    )
    expect(token).toEqual({ name: null, symbol: null })
  })
})
