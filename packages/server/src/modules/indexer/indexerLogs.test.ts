import { describe, expect, it } from 'vitest'
import { freePort } from '../../../../../scripts/test/startPostgres'
import { createChainRegistry } from '../../platform/chains/createChainRegistry'
import { errorDescriber } from '../../platform/log/errorDescriber'
import { postgresDatabase } from '../../testing/testDatabases'
import { createIndexer } from './createIndexer'

describe('an indexer whose node fails', () => {
  it('logs the failure once, without the credentials in its URL, backs off, and reports it', async () => {
    const db = await postgresDatabase.create()
    const rpcUrl = `http://latch:pa55word@127.0.0.1:${await freePort()}/v3/SECRETKEY?apikey=SECRET2`
    const chain = createChainRegistry([
      { caipNetworkId: 'eip155:31337', chainId: 31337, rpcUrl },
    ]).get('eip155:31337')
    if (!chain) throw new Error('no chain')
    const lines: Array<{ details: object; message: string }> = []
    const log = {
      warn: (details: object, message: string) => lines.push({ details, message }),
      info: (details: object, message: string) => lines.push({ details, message }),
    }
    const indexer = createIndexer({
      db,
      chain,
      pollMs: 20,
      log,
      describeError: errorDescriber([rpcUrl]).describe,
    })
    indexer.start()
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await indexer.stop()
    await db.close()
    // Formerly: one line per poll (every 20 ms here), each with the full URL.
    expect(lines).toHaveLength(1)
    expect(lines[0]?.message).toBe('indexer step failed')
    const logged = JSON.stringify(lines)
    expect(logged).not.toMatch(/SECRET|pa55word/)
    expect(logged).toContain('127.0.0.1')
    expect(indexer.status()).toMatchObject({ caipNetworkId: 'eip155:31337' })
    expect(indexer.status().error).toBeTruthy()
    expect(indexer.status().error).not.toMatch(/SECRET|pa55word/)
  })
})
