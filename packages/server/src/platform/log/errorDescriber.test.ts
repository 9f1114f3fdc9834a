import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { errorDescriber, safeUrl } from './errorDescriber'

describe('errorDescriber', () => {
  const rpcUrl = 'http://127.0.0.1:9/v2/sk_live_SECRET123'
  const describer = errorDescriber([rpcUrl, 'postgres://latch:hunter2@db:5432/latch', undefined])

  it('keeps no credential of a configured URL, in a real upstream failure', async () => {
    const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 500 }) })
    const error = await client.getBlockNumber().catch((caught: unknown) => caught)
    expect(JSON.stringify(error)).toContain('SECRET123')
    const described = describer.describe(error)
    expect(JSON.stringify(described)).not.toContain('SECRET123')
    expect(described.type).toBeTruthy()
  })

  it('redacts userinfo and key-like query values of any URL', () => {
    const text = describer.redact(
      'failed: postgres://latch:hunter2@db:5432/latch and https://u:p@rpc.example/x?apikey=abc&chain=1',
    )
    expect(text).not.toContain('hunter2')
    expect(text).not.toContain('abc')
    expect(text).toContain('chain=1')
    expect(safeUrl('https://eth.example/v3/KEY?x=1')).toBe('https://eth.example/…')
    const plain = errorDescriber(['http://127.0.0.1:8545', 'http://127.0.0.1:8545/'])
    expect(plain.redact('failed at http://127.0.0.1:8545 and http://127.0.0.1:8545/')).toBe(
      'failed at http://127.0.0.1:8545/… and http://127.0.0.1:8545/…',
    )
  })

  it('drops the SQL and the stack of a database error', () => {
    const error = Object.assign(new Error('value too long\n    at query (db.ts:1)'), {
      code: '22001',
      query: 'insert into names values ($1)',
    })
    expect(describer.describe(error)).toEqual({
      type: 'Error',
      code: '22001',
      message: 'value too long',
    })
  })
})
