import { type LookupAddress, type LookupAllOptions, type LookupOptions, lookup } from 'node:dns'
import ipaddr from 'ipaddr.js'

/**
 * Whether `address` is a public unicast address. A private, loopback, link-local (cloud metadata, 169.254.x.x),
 * shared, reserved or multicast one is not, nor an IPv6 form of one (IPv4-mapped, 6to4, Teredo): an import
 * file from outside must not make the server fetch from the network it sits in.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  const parsed = ipaddr.process(address)
  return parsed.range() === 'unicast'
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

/**
 * `dns.lookup` for `https.get`'s `lookup` option, failing for a host any of whose addresses is not public
 * (isPublicAddress). Checked at connect time, on the addresses the connection will use: a name that resolves to a
 * public address when checked and a private one when fetched (DNS rebinding) is refused too.
 */
export function publicAddressLookup(
  hostname: string,
  options: LookupOptions,
  callback: LookupCallback,
): void {
  lookup(hostname, { ...options, all: true } as LookupAllOptions, (error, addresses) => {
    if (error) return callback(error, [])
    const refused = addresses.find(({ address }) => !isPublicAddress(address))
    if (refused)
      return callback(
        Object.assign(new Error(`${hostname} is at a non-public address (${refused.address})`), {
          code: 'ENOTPUBLIC',
        }),
        [],
      )
    if (options.all) return callback(null, addresses)
    const [first] = addresses
    if (!first)
      return callback(
        Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }),
        [],
      )
    callback(null, first.address, first.family)
  })
}
