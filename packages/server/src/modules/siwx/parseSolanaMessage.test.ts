import { solanaNamespace } from '@latch/core/adapter'
import { formatCaip122Message } from '@latch/core/siwx'
import { describe, expect, it } from 'vitest'
import { messageNamespace } from './messageNamespace'
import { parseSolanaMessage } from './parseSolanaMessage'

const address = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'
const fields = {
  accountAddress: address,
  chainId: 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp',
  domain: 'localhost:5173',
  uri: 'http://localhost:5173',
  version: '1',
  nonce: 'abcdef0123456789',
  statement: 'Sign in to Latch demo',
  issuedAt: '2026-11-23T00:00:00.000Z',
} as const
/** What core's `createLatchSiwx` has the wallet sign for a Solana account. */
const message = formatCaip122Message(fields, solanaNamespace.caip122Name)
const full = formatCaip122Message(
  {
    ...fields,
    expirationTime: '2026-11-24T00:00:00Z',
    notBefore: '2026-11-23T01:00:00+01:00',
    requestId: 'r-1',
    resources: ['https://a.example/terms', 'ipfs://QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG'],
  },
  solanaNamespace.caip122Name,
)

describe('parseSolanaMessage', () => {
  it('reads the message core writes, exactly', () => {
    expect(message).toBe(
      [
        'localhost:5173 wants you to sign in with your Solana account:',
        address,
        '',
        'Sign in to Latch demo',
        '',
        'URI: http://localhost:5173',
        'Version: 1',
        'Chain ID: DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp',
        'Nonce: abcdef0123456789',
        'Issued At: 2026-11-23T00:00:00.000Z',
      ].join('\n'),
    )
    expect(parseSolanaMessage(message)).toEqual({
      namespace: 'solana',
      chainReference: 'DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp',
      accountAddress: address,
      domain: 'localhost:5173',
      scheme: undefined,
      uri: 'http://localhost:5173',
      version: '1',
      nonce: 'abcdef0123456789',
      issuedAt: new Date('2026-11-23T00:00:00.000Z'),
      expirationTime: undefined,
      notBefore: undefined,
    })
  })

  it('reads every optional field, and a message without a statement', () => {
    expect(parseSolanaMessage(full)).toMatchObject({
      expirationTime: new Date('2026-11-24T00:00:00.000Z'),
      notBefore: new Date('2026-11-23T00:00:00.000Z'),
    })
    const bare = formatCaip122Message(
      { ...fields, statement: undefined },
      solanaNamespace.caip122Name,
    )
    expect(bare.split('\n')[3]).toBe('URI: http://localhost:5173')
    expect(parseSolanaMessage(bare)).toMatchObject({ accountAddress: address, nonce: fields.nonce })
    // A statement in any script is fine; only what could hide text is not.
    expect(
      parseSolanaMessage(
        formatCaip122Message({ ...fields, statement: 'Café — 登录' }, solanaNamespace.caip122Name),
      ),
    ).toMatchObject({
      domain: 'localhost:5173',
    })
  })

  const evmAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  it.each([
    ['an empty text', '', /must start with/],
    ['an EVM address', message.replace(address, evmAddress), /no Solana address/],
    ['a lower-cased address', message.replace(address, address.toLowerCase()), /no Solana address/],
    [
      'an address of 31 bytes',
      message.replace(address, '1111111111111111111111111111111'),
      /no Solana address/,
    ],
    [
      'the Ethereum first line',
      message.replace('Solana account', 'Ethereum account'),
      /must start with/,
    ],
    ['a scheme before the domain', `http://${message}`, /not an RFC 3986 authority/],
    [
      'a domain with a path',
      message.replace('localhost:5173 wants', 'localhost:5173/x wants'),
      /authority/,
    ],
    ['text before it', `Hello\n${message}`, /must start with/],
    ['CRLF line ends', message.replaceAll('\n', '\r\n'), /control/],
    ['a NUL byte', message.replace('Sign in', 'Sign\u0000 in'), /control/],
    ['a right-to-left override', message.replace('Sign in', '\u202eSign in'), /bidirectional/],
    [
      'a zero-width space in the domain',
      message.replace('localhost:5173 wants', 'local\u200bhost:5173 wants'),
      /invisible/,
    ],
    ['a Unicode line separator', message.replace('Sign in', 'Sign\u2028in'), /line-separator/],
    ['a statement over two lines', message.replace('Sign in to', 'Sign in\nto'), /lacks the lines/],
    [
      'no empty line after the address',
      message.replace(`${address}\n\n`, `${address}\n`),
      /empty line/,
    ],
    [
      'no nonce line',
      message.replace(/\nNonce: .*/, ''),
      /lacks the lines URI, Version, Chain ID, Nonce and Issued At/,
    ],
    ['no issued-at line', message.replace(/\nIssued At: .*/, ''), /lacks the lines/],
    [
      'two lines swapped',
      message.replace(
        'Version: 1\nChain ID: DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp',
        'Chain ID: DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp\nVersion: 1',
      ),
      /lacks the lines/,
    ],
    ['version 2', message.replace('Version: 1', 'Version: 2'), /Version must be 1/],
    [
      'an EVM chain id',
      message.replace('Chain ID: DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp', 'Chain ID: 31337'),
      /not a Solana network/,
    ],
    [
      'a CAIP-2 id for Chain ID',
      message.replace('Chain ID: ', 'Chain ID: solana:'),
      /not a Solana network/,
    ],
    ['a nonce too short', message.replace('abcdef0123456789', 'abc'), /Nonce/],
    ['a nonce with a dash', message.replace('abcdef0123456789', 'abcdef-0123456789'), /Nonce/],
    [
      'a URI that is no URI',
      message.replace('URI: http://localhost:5173', 'URI: not a uri'),
      /URI is not/,
    ],
    [
      'a URI with a broken escape',
      message.replace('URI: http://localhost:5173', 'URI: http://localhost:5173/%zz'),
      /URI is not/,
    ],
    [
      'a date that is no RFC 3339 time',
      message.replace('2026-11-23T00:00:00.000Z', 'Nov 23 2026'),
      /Issued At is not/,
    ],
    [
      'a date-only time',
      message.replace('2026-11-23T00:00:00.000Z', '2026-11-23'),
      /Issued At is not/,
    ],
    [
      'February 30th',
      message.replace('2026-11-23T00:00:00.000Z', '2026-02-30T00:00:00Z'),
      /Issued At is not/,
    ],
    [
      'hour 24',
      message.replace('2026-11-23T00:00:00.000Z', '2026-11-23T24:00:00Z'),
      /Issued At is not/,
    ],
    [
      'a bad expiration time',
      full.replace('2026-11-24T00:00:00Z', '2026-13-01T00:00:00Z'),
      /Expiration Time is not/,
    ],
    [
      'optional fields out of order',
      full.replace(/(Expiration Time: .*)\n(Not Before: .*)/, '$2\n$1'),
      /line CAIP-122 does not have/,
    ],
    ['an unknown field', `${message}\nExtra: field`, /line CAIP-122 does not have/],
    ['a trailing empty line', `${message}\n`, /line CAIP-122 does not have/],
    ['a trailing space', `${message} `, /Issued At is not/],
    ['a request id with a space', full.replace('Request ID: r-1', 'Request ID: r 1'), /Request ID/],
    ['a resource that is no URI', full.replace('- ipfs://', '- not a uri '), /resource/],
    ['a resource line without its dash', full.replace('- ipfs://', 'ipfs://'), /resource/],
    ['a Resources line with none', `${message}\nResources:`, /well-formed/],
    ['an empty statement', message.replace('Sign in to Latch demo', ''), /well-formed/],
    [
      'the Version line twice',
      message.replace('Version: 1', 'Version: 1\nVersion: 1'),
      /lacks the lines/,
    ],
  ])('refuses %s', (_name, text, problem) => {
    expect(parseSolanaMessage(text)).toEqual({ problem: expect.stringMatching(problem) })
  })

  it('names the namespace of the text it reads', () => {
    expect(messageNamespace(message)).toBe('solana')
  })
})
