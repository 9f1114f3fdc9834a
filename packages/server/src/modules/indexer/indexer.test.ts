import { join } from 'node:path'
import {
  type Chain,
  compileContracts,
  dataDir,
  deployTestContracts,
  startChain,
  type TestContracts,
  testAccount,
} from '@latch/devstack/chain'
import {
  createTestClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainRegistry } from '../../platform/chains/createChainRegistry'
import type { Database } from '../../platform/db/Database'
import { sqlTestDatabases } from '../../testing/testDatabases'
import { createIndexer } from './createIndexer'

type TransferRow = { tx_hash: string; log_index: number; batch_index: number; block: string }

describe.each(sqlTestDatabases)('indexer on $name', ({ create, name }) => {
  const port = name === 'PGlite' ? 20545 : 20546
  let chain: Chain
  let contracts: TestContracts
  let db: Database
  const rpcUrl = `http://127.0.0.1:${port}`
  const served = () => {
    const [only] = createChainRegistry([
      { caipNetworkId: 'eip155:31337', chainId: 31337, rpcUrl },
    ]).list()
    if (!only) throw new Error('no chain')
    return only
  }
  const wallet = (index: number) =>
    createWalletClient({
      account: testAccount(index),
      chain: { ...foundry, rpcUrls: { default: { http: [rpcUrl] } } },
      transport: http(rpcUrl),
    }).extend(publicActions)
  const testClient = () => createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
  const transfers = () =>
    db.query<TransferRow>(
      'select tx_hash, log_index, batch_index, block_number::text as block from transfers t order by t.block_number, tx_hash, log_index, batch_index',
    )

  beforeAll(async () => {
    chain = await startChain({ port, chainId: 31337 })
    contracts = await deployTestContracts(
      chain.rpcUrl,
      await compileContracts(join(dataDir, 'contracts-cache')),
    )
    db = await create()
  }, 60_000)
  afterAll(async () => {
    await db?.close()
    await chain?.stop()
  })

  it('records native and token transfers per address, in, out and self', async () => {
    const alice = wallet(4)
    const bob = testAccount(5).address
    const native = await alice.sendTransaction({ to: bob, value: parseEther('1.5') })
    const token = await alice.writeContract({
      address: contracts.lusd,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [bob, parseUnits('12.5', 6)],
    })
    const self = await alice.sendTransaction({ to: alice.account.address, value: 1n })
    await alice.waitForTransactionReceipt({ hash: self })
    const indexer = createIndexer({ db, chain: served(), pollMs: 10 })
    await indexer.catchUp(await alice.getBlockNumber({ cacheTime: 0 }))

    const rows = await db.query<{
      tx_hash: string
      standard: string
      amount: string
      from_address: string
      to_address: string
    }>(
      'select tx_hash, standard, amount::text, from_address, to_address from transfers where tx_hash = any($1::text[])',
      [[native, token, self]],
    )
    expect(rows).toContainEqual({
      tx_hash: native,
      standard: 'native',
      amount: parseEther('1.5').toString(),
      from_address: alice.account.address.toLowerCase(),
      to_address: bob.toLowerCase(),
    })
    expect(rows).toContainEqual({
      tx_hash: token,
      standard: 'erc20',
      amount: '12500000',
      from_address: alice.account.address.toLowerCase(),
      to_address: bob.toLowerCase(),
    })
    expect(rows.find((row) => row.tx_hash === self)?.from_address).toBe(
      alice.account.address.toLowerCase(),
    )
    const bobActivity = await db.query<{ tx_hash: string }>(
      'select tx_hash from address_activity where address = $1',
      [bob.toLowerCase()],
    )
    expect(bobActivity.map((row) => row.tx_hash)).toEqual(expect.arrayContaining([native, token]))
    const [lusd] = await db.query(
      'select name, symbol, decimals, standard from tokens where address = $1',
      [contracts.lusd.toLowerCase()],
    )
    expect(lusd).toEqual({ name: 'Latch USD', symbol: 'LUSD', decimals: 6, standard: 'erc20' })
    const nfts = await db.query(
      'select count(*)::int as count from transfers where standard in ($1, $2)',
      ['erc721', 'erc1155'],
    )
    expect(nfts[0]).toEqual({ count: 20 })
  })

  it('is idempotent: indexing the same blocks again changes nothing', async () => {
    const before = await transfers()
    const indexer = createIndexer({ db, chain: served(), pollMs: 10 })
    const cursor = await indexer.readCursor()
    if (!cursor) throw new Error('nothing indexed')
    // Move the cursor three blocks back, as a crash between writing and reading would leave it.
    const back = (cursor.number - 3n).toString()
    await db.query(
      `update index_cursors set block_number = $1,
         block_hash = (select hash from blocks where number = $1::bigint)`,
      [back],
    )
    await indexer.catchUp(cursor.number)
    expect(await transfers()).toEqual(before)
  })

  it('rolls back a reorg: rows of replaced blocks are gone, the new branch is recorded', async () => {
    const alice = wallet(6)
    const snapshot = await testClient().snapshot()
    const doomed = await alice.sendTransaction({
      to: testAccount(7).address,
      value: parseEther('2'),
    })
    await alice.waitForTransactionReceipt({ hash: doomed })
    await testClient().mine({ blocks: 2 })
    const indexer = createIndexer({ db, chain: served(), pollMs: 10 })
    await indexer.catchUp(await alice.getBlockNumber({ cacheTime: 0 }))
    expect((await transfers()).some((row) => row.tx_hash === doomed)).toBe(true)

    await testClient().revert({ id: snapshot })
    const replacement = await alice.sendTransaction({
      to: testAccount(8).address,
      value: parseEther('3'),
    })
    await alice.waitForTransactionReceipt({ hash: replacement })
    await testClient().mine({ blocks: 3 })
    const head = await alice.getBlockNumber({ cacheTime: 0 })
    for (let i = 0; i < 50; i++) {
      const cursor = await indexer.readCursor()
      const block = await alice.getBlock({ blockNumber: head })
      if (cursor?.number === head && cursor.hash === block.hash) break
      await indexer.step()
    }
    const rows = await transfers()
    expect(rows.some((row) => row.tx_hash === doomed)).toBe(false)
    expect(rows.some((row) => row.tx_hash === replacement)).toBe(true)
    const activity = await db.query('select 1 from address_activity where tx_hash = $1', [doomed])
    expect(activity).toEqual([])
    const [cursor] = await db.query<{ block_hash: string }>('select block_hash from index_cursors')
    expect(cursor?.block_hash).toBe((await alice.getBlock({ blockNumber: head })).hash)
  })

  it('follows a chain that became shorter than the records (a restarted dev chain)', async () => {
    const alice = wallet(7)
    const snapshot = await testClient().snapshot()
    const lost = []
    for (let i = 0; i < 4; i++) {
      const hash = await alice.sendTransaction({ to: testAccount(8).address, value: BigInt(i + 1) })
      await alice.waitForTransactionReceipt({ hash })
      lost.push(hash)
    }
    const indexer = createIndexer({ db, chain: served(), pollMs: 10 })
    await indexer.catchUp(await alice.getBlockNumber({ cacheTime: 0 }))
    await testClient().revert({ id: snapshot })
    const head = await alice.getBlockNumber({ cacheTime: 0 })
    for (let i = 0; i < 20; i++) {
      const cursor = await indexer.readCursor()
      const block = await alice.getBlock({ blockNumber: head })
      if (cursor?.number === head && cursor.hash === block.hash) break
      await indexer.step()
    }
    expect((await indexer.readCursor())?.number).toBe(head)
    const rows = await transfers()
    for (const hash of lost) expect(rows.some((row) => row.tx_hash === hash)).toBe(false)
    const [above] = await db.query<{ count: number }>(
      'select count(*)::int as count from blocks where number > $1',
      [head.toString()],
    )
    expect(above?.count).toBe(0)
  })

  it('resumes after being stopped mid-range: no gap, no duplicate', async () => {
    const alice = wallet(9)
    const hashes = []
    for (let i = 0; i < 6; i++) {
      const hash = await alice.sendTransaction({ to: testAccount(2).address, value: BigInt(i + 1) })
      await alice.waitForTransactionReceipt({ hash })
      hashes.push(hash)
    }
    const head = await alice.getBlockNumber({ cacheTime: 0 })
    const first = createIndexer({ db, chain: served(), pollMs: 10 })
    await first.step()
    await first.step()
    // A second process takes over where the first stopped.
    const second = createIndexer({ db, chain: served(), pollMs: 10 })
    await second.catchUp(head)

    const rows = await transfers()
    const keys = rows.map((row) => `${row.tx_hash}:${row.log_index}:${row.batch_index}`)
    expect(new Set(keys).size).toBe(keys.length)
    for (const hash of hashes) expect(rows.filter((row) => row.tx_hash === hash)).toHaveLength(1)
    const blocks = await db.query<{ number: string }>(
      'select b.number::text as number from blocks b order by b.number',
    )
    expect(blocks.map((block) => BigInt(block.number))).toEqual(
      Array.from({ length: Number(head) + 1 }, (_, i) => BigInt(i)),
    )
  })

  it('only the lock holder indexes; another instance takes over when it stops', async () => {
    const a = createIndexer({ db, chain: served(), pollMs: 20 })
    const b = createIndexer({ db, chain: served(), pollMs: 20 })
    const held = await db.tryAdvisoryLock('latch:indexer:eip155:31337')
    expect(held).toBeDefined()
    expect(await db.tryAdvisoryLock('latch:indexer:eip155:31337')).toBeUndefined()
    await held?.release()
    a.start()
    b.start()
    const alice = wallet(2)
    const hash = await alice.sendTransaction({ to: testAccount(3).address, value: 5n })
    await alice.waitForTransactionReceipt({ hash })
    const until = async (predicate: () => Promise<boolean>) => {
      for (let i = 0; i < 200 && !(await predicate()); i++)
        await new Promise((r) => setTimeout(r, 25))
      expect(await predicate()).toBe(true)
    }
    await until(async () => (await transfers()).some((row) => row.tx_hash === hash))
    await a.stop()
    const next = await alice.sendTransaction({ to: testAccount(3).address, value: 6n })
    await alice.waitForTransactionReceipt({ hash: next })
    await until(async () => (await transfers()).some((row) => row.tx_hash === next))
    await b.stop()
  })

  it('reports the records behind the head (health, logs) and catching up', async () => {
    await testClient().mine({ blocks: 40 })
    const lines: string[] = []
    const log = {
      warn: (_: object, m: string) => lines.push(m),
      info: (_: object, m: string) => lines.push(m),
    }
    const indexer = createIndexer({ db, chain: served(), pollMs: 10, log })
    await indexer.step()
    expect(indexer.status()).toMatchObject({ behind: true, lag: expect.any(Number) })
    expect(indexer.status().lag).toBeGreaterThan(20)
    indexer.start()
    const head = await wallet(2).getBlockNumber({ cacheTime: 0 })
    for (let i = 0; i < 400 && (await indexer.readCursor())?.number !== head; i++)
      await new Promise((r) => setTimeout(r, 25))
    await indexer.stop()
    expect(indexer.status()).toMatchObject({ behind: false, lag: 0 })
    expect(lines.filter((line) => line.includes('behind'))).toHaveLength(1)
    expect(lines.filter((line) => line.includes('caught up'))).toHaveLength(1)
  })
})
