import { describe, expect, it } from 'vitest'
import { formatCaip122Message } from './formatCaip122Message'

describe('formatCaip122Message', () => {
  it('writes the CAIP-122 text, fields in order, absent ones left out', () => {
    expect(
      formatCaip122Message(
        {
          accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
          chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          domain: 'app.example:5173',
          uri: 'https://app.example:5173',
          version: '1',
          nonce: 'a1b2c3d4e5f6',
          statement: 'Sign in to Demo',
          issuedAt: '2026-11-23T00:00:00.000Z',
          expirationTime: '2026-11-24T00:00:00.000Z',
          requestId: 'r-1',
          resources: ['https://app.example/terms', 'ipfs://Qm'],
        },
        'Solana',
      ),
    ).toBe(
      [
        'app.example:5173 wants you to sign in with your Solana account:',
        '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
        '',
        'Sign in to Demo',
        '',
        'URI: https://app.example:5173',
        'Version: 1',
        'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Nonce: a1b2c3d4e5f6',
        'Issued At: 2026-11-23T00:00:00.000Z',
        'Expiration Time: 2026-11-24T00:00:00.000Z',
        'Request ID: r-1',
        'Resources:',
        '- https://app.example/terms',
        '- ipfs://Qm',
      ].join('\n'),
    )
  })

  it('leaves out the statement and the optional fields when absent', () => {
    expect(
      formatCaip122Message(
        {
          accountAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
          chainId: 'bip122:000000000019d6689c085ae165831e93',
          domain: 'app.example',
          uri: 'https://app.example',
          version: '1',
          nonce: 'n0nce123',
        },
        'Bitcoin',
      ),
    ).toBe(
      [
        'app.example wants you to sign in with your Bitcoin account:',
        'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        '',
        'URI: https://app.example',
        'Version: 1',
        'Chain ID: 000000000019d6689c085ae165831e93',
        'Nonce: n0nce123',
      ].join('\n'),
    )
  })
})
