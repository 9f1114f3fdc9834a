import { testAccount } from '@latch/devstack'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { startTestApp, type TestApp, useTestChain } from '../../testing/startTestApp'
import { testDatabases } from '../../testing/testDatabases'

const holder = testAccount(1).address

const testChain = useTestChain()

describe.each(testDatabases)('JSON-RPC proxy on $name', ({ create }) => {
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

  it('proxies safe JSON-RPC reads and refuses everything else', async () => {
    const call = (method: string, params: unknown[] = []) =>
      t.app.inject({
        method: 'POST',
        url: '/v1?chainId=eip155:31337&projectId=latch-demo',
        payload: { jsonrpc: '2.0', id: 1, method, params },
      })
    expect((await call('eth_chainId')).json()).toMatchObject({ result: '0x7a69' })
    const refused = await call('anvil_setBalance', [holder, '0x0'])
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({
      error: { message: 'Requested RPC call is not allowed' },
    })
    expect((await call('personal_sign', ['0x00', holder])).statusCode).toBe(403)
    expect((await call('eth_sendTransaction', [{}])).statusCode).toBe(403)
  })
})
