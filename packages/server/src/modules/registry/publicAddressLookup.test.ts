import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchWalletImage } from './fetchWalletImage'
import { isPublicAddress } from './publicAddressLookup'
import { startLogoServer } from './testing/logoServer'

describe('isPublicAddress', () => {
  it('takes public unicast addresses only', () => {
    const verdicts = Object.fromEntries(
      [
        '93.184.216.34',
        '2606:2800:220:1:248:1893:25c8:1946',
        '127.0.0.1',
        '10.1.2.3',
        '172.16.0.1',
        '192.168.1.1',
        '169.254.169.254',
        '100.64.0.1',
        '0.0.0.0',
        '224.0.0.1',
        '255.255.255.255',
        '::1',
        '::',
        'fe80::1',
        'fd00::1',
        '::ffff:127.0.0.1',
        '::ffff:93.184.216.34',
        '2002:7f00:1::1',
        'not an address',
      ].map((address) => [address, isPublicAddress(address)]),
    )
    expect(verdicts).toEqual({
      '93.184.216.34': true,
      '2606:2800:220:1:248:1893:25c8:1946': true,
      '127.0.0.1': false,
      '10.1.2.3': false,
      '172.16.0.1': false,
      '192.168.1.1': false,
      '169.254.169.254': false,
      '100.64.0.1': false,
      '0.0.0.0': false,
      '224.0.0.1': false,
      '255.255.255.255': false,
      '::1': false,
      '::': false,
      'fe80::1': false,
      'fd00::1': false,
      '::ffff:127.0.0.1': false,
      '::ffff:93.184.216.34': true,
      '2002:7f00:1::1': false,
      'not an address': false,
    })
  })
})

// The import command fetches logos named by a file from outside: a logo on the server's own network is refused
// before any byte is sent, by address or by a name that resolves to one, unless the operator allows it.
describe('fetchWalletImage and non-public addresses', () => {
  let logos: Awaited<ReturnType<typeof startLogoServer>>
  beforeAll(async () => {
    logos = await startLogoServer()
  })
  afterAll(() => logos?.close())

  const port = () => new URL(logos.url('/')).port
  const fetchLogo = (url: string, allowPrivateAddresses?: boolean) =>
    fetchWalletImage(url, { ca: logos.ca, timeoutMs: 2_000, allowPrivateAddresses }).then(
      () => 'fetched',
      (error: Error) => error.message,
    )

  it('refuses an address in the URL and a name that resolves to the loopback; fetches them when allowed', async () => {
    const requests = logos.requests()
    expect(await fetchLogo(logos.url('/logo.png'))).toBe('127.0.0.1 is a non-public address')
    expect(await fetchLogo(`https://[::1]:${port()}/logo.png`)).toBe('::1 is a non-public address')
    expect(await fetchLogo(`https://localhost:${port()}/logo.png`)).toMatch(
      /^localhost is at a non-public address \((127\.0\.0\.1|::1)\)$/,
    )
    expect(logos.requests()).toBe(requests)
    expect(await fetchLogo(logos.url('/logo.png'), true)).toBe('fetched')
    expect(logos.requests()).toBe(requests + 1)
  })
})
