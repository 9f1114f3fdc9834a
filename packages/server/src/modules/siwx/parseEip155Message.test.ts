import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { messageNamespace } from './messageNamespace'
import { parseEip155Message } from './parseEip155Message'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const fields = {
  address,
  domain: 'localhost:5173',
  uri: 'http://localhost:5173/',
  version: '1',
  chainId: 31337,
  nonce: 'abcdef0123456789',
  issuedAt: new Date('2026-11-23T00:00:00.000Z'),
} as const
const message = createSiweMessage({
  ...fields,
  statement: 'Sign in',
  resources: ['https://a.example/x'],
})

describe('parseEip155Message', () => {
  it('reads what viem writes', () => {
    expect(parseEip155Message(message)).toEqual({
      namespace: 'eip155',
      chainReference: '31337',
      accountAddress: address,
      domain: 'localhost:5173',
      scheme: undefined,
      uri: 'http://localhost:5173/',
      version: '1',
      nonce: 'abcdef0123456789',
      issuedAt: fields.issuedAt,
      expirationTime: undefined,
      notBefore: undefined,
    })
  })

  it('accepts any RFC 3339 form of the times', () => {
    const text = createSiweMessage({
      ...fields,
      expirationTime: new Date('2026-11-24T00:00:00.000Z'),
    })
      .replace('2026-11-23T00:00:00.000Z', '2026-11-23T01:00:00+01:00')
      .replace('2026-11-24T00:00:00.000Z', '2026-11-24T00:00:00Z')
    const parsed = parseEip155Message(text)
    expect(parsed).toMatchObject({
      issuedAt: fields.issuedAt,
      expirationTime: new Date('2026-11-24T00:00:00.000Z'),
    })
  })

  it.each([
    ['a lower-case address', message.replace(address, address.toLowerCase()), /well-formed/],
    ['an extra line', `${message}\nExtra: field`, /well-formed/],
    ['text before it', `Hello\n${message}`, /no Ethereum address/],
    [
      'no nonce line',
      message.replace(/\nNonce: .*/, ''),
      /lacks the lines URI, Version, Chain ID, Nonce and Issued At/,
    ],
    ['version 2', message.replace('Version: 1', 'Version: 2'), /Version must be 1/],
    ['a nonce too short', message.replace('abcdef0123456789', 'abc'), /well-formed/],
    ['a bad time', message.replace('2026-11-23T00:00:00.000Z', 'yesterday'), /Issued At/],
    // The Date parser reads each of these; RFC 3339 does not.
    [
      'a date without a time',
      message.replace('2026-11-23T00:00:00.000Z', '2026-11-23'),
      /Issued At/,
    ],
    [
      'a time without an offset',
      message.replace('2026-11-23T00:00:00.000Z', '2026-11-23T00:00:00'),
      /Issued At/,
    ],
    [
      'a date in words',
      message.replace('2026-11-23T00:00:00.000Z', 'Mon, 23 Nov 2026 00:00:00 GMT'),
      /Issued At/,
    ],
    [
      'an expiration on a day that does not exist',
      message.replace(
        'Issued At: 2026-11-23T00:00:00.000Z',
        'Issued At: 2026-11-23T00:00:00.000Z\nExpiration Time: 2026-02-30T00:00:00Z',
      ),
      /Expiration Time is not an RFC 3339 time/,
    ],
    ['chain 0', message.replace('Chain ID: 31337', 'Chain ID: 0'), /Chain ID/],
    ['a statement over two lines', message.replace('Sign in', 'Sign\nin'), /./],
    [
      'a resource that is no URI',
      message.replace('https://a.example/x', 'not a uri'),
      /well-formed/,
    ],
    ['an empty text', '', /no Ethereum address/],
  ])('refuses %s', (_name, text, problem) => {
    const parsed = parseEip155Message(text)
    expect(parsed).toEqual({ problem: expect.stringMatching(problem) })
  })
})

describe('messageNamespace', () => {
  it.each([
    [message, 'eip155'],
    ['example.com wants you to sign in with your Solana account:\nabc', 'solana'],
    ['https://example.com wants you to sign in with your Bitcoin account:', 'bip122'],
    ['example.com wants you to sign in with your Cosmos account:\nabc', 'cosmos'],
    ['Hello\nexample.com wants you to sign in with your Ethereum account:', undefined],
    ['', undefined],
  ])('reads the namespace of %j', (text, namespace) => {
    expect(messageNamespace(text)).toBe(namespace)
  })
})
