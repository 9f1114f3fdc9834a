import { describe, expect, it } from 'vitest'
import { createSignInMessageText } from './createSignInMessageText'

const address = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'

describe('createSignInMessageText', () => {
  it('writes only the domain and the address when nothing else is given', () => {
    expect(createSignInMessageText({ domain: 'localhost:5173', address })).toBe(
      `localhost:5173 wants you to sign in with your Solana account:\n${address}`,
    )
  })

  it('puts the statement after a blank line, and the fields after another', () => {
    expect(
      createSignInMessageText({
        domain: 'example.com',
        address,
        statement: 'Sign in to Example',
        uri: 'https://example.com/login',
      }),
    ).toBe(
      `example.com wants you to sign in with your Solana account:\n${address}\n\nSign in to Example\n\nURI: https://example.com/login`,
    )
  })

  it('writes every field in the spec order, resources as a list', () => {
    expect(
      createSignInMessageText({
        // Given out of order on purpose: the message's order is fixed.
        resources: ['https://example.com/a', 'ipfs://b'],
        requestId: 'r-1',
        notBefore: '2026-11-23T00:00:00.000Z',
        expirationTime: '2026-11-23T01:00:00.000Z',
        issuedAt: '2026-11-22T23:59:00.000Z',
        nonce: 'n0nce1234',
        chainId: 'localnet',
        version: '1',
        uri: 'https://example.com',
        statement: 'Hello',
        address,
        domain: 'example.com',
      }),
    ).toBe(
      [
        'example.com wants you to sign in with your Solana account:',
        address,
        '',
        'Hello',
        '',
        'URI: https://example.com',
        'Version: 1',
        'Chain ID: localnet',
        'Nonce: n0nce1234',
        'Issued At: 2026-11-22T23:59:00.000Z',
        'Expiration Time: 2026-11-23T01:00:00.000Z',
        'Not Before: 2026-11-23T00:00:00.000Z',
        'Request ID: r-1',
        'Resources:',
        '- https://example.com/a',
        '- ipfs://b',
      ].join('\n'),
    )
  })

  it('writes fields without a statement right after the address', () => {
    expect(createSignInMessageText({ domain: 'example.com', address, nonce: 'abc12345' })).toBe(
      `example.com wants you to sign in with your Solana account:\n${address}\n\nNonce: abc12345`,
    )
  })
})
