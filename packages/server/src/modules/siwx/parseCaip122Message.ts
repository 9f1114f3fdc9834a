import type { CaipNetworkId, NamespaceDescriptor } from '@latch/core'
import { formatCaip122Message } from '@latch/core/siwx'
import { rfc3339Time } from './rfc3339Time'
import type { SiwxMessage } from './SiwxMessage'

/**
 * Within a line: control characters (CR among them), Unicode line and paragraph separators, and invisible
 * formatting (bidirectional overrides, zero-width characters): a wallet may draw any of them so that the text it
 * shows is not the text it signs (a statement that reads as another domain).
 */
const hiddenCharacters = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u
/** An RFC 3986 authority, as viem's EIP-4361 writer accepts it: a DNS name, an IPv4 address or localhost. */
const domainPattern =
  /^(?:(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+(?:[a-zA-Z]{2,63}|[xX][nN]--[a-zA-Z0-9-]{0,58}[a-zA-Z0-9])|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)|localhost)(?::\d{1,5})?$/
/** CAIP-122 (as EIP-4361): at least 8 alphanumeric characters. */
const noncePattern = /^[a-zA-Z0-9]{8,}$/
/** EIP-4361's `request-id = *pchar`. */
const requestIdPattern = /^(?:[a-zA-Z0-9\-._~!$&'()*+,;=:@]|%[0-9a-fA-F]{2})+$/
/** RFC 3986 `URI`: scheme, then the characters a URI may hold, percent-escapes complete. */
const uriCharacters =
  /^[a-zA-Z][a-zA-Z0-9+\-.]*:(?:[a-zA-Z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9a-fA-F]{2})*$/

/** An RFC 3986 URI: its characters, and an authority (`//…`) followed by an empty or absolute path. */
function isUri(value: string): boolean {
  if (!uriCharacters.test(value)) return false
  const [, , authority, path = ''] = /^([^:]+):(?:\/\/([^/?#]*))?([^?#]*)/.exec(value) ?? []
  if (authority === undefined) return !path.startsWith('//')
  return path === '' || path.startsWith('/')
}

/** `Name: value` when `line` is that field, else undefined. */
const field = (line: string | undefined, name: string) =>
  line?.startsWith(`${name}: `) ? line.slice(name.length + 2) : undefined

/**
 * How one namespace's CAIP-122 sign-in reads: its descriptor (its name, and the chain's in the first line), which
 * addresses are its accounts (on a network, where the namespace spells them per network), the grammar of its CAIP-2
 * references, and the words of the two refusals that are its own.
 */
export type Caip122Profile = {
  readonly descriptor: Pick<NamespaceDescriptor, 'namespace' | 'caip122Name'>
  isAccount(address: string, caipNetworkId?: CaipNetworkId): boolean
  readonly chainReference: RegExp
  /** The refusal of a second line that is no address of the namespace. */
  readonly addressProblem: string
  /** The refusal of a Chain ID that is no reference of the namespace. */
  readonly chainReferenceProblem: string
}

/**
 * Reads a CAIP-122 sign-in message of `profile`'s namespace, as core's `formatCaip122Message` writes it (Sign-In
 * With Solana, with Bitcoin…), or says why it is not one. Strict, as the EIP-4361 side is: the text must be exactly
 * what the formatter writes from the fields read (no extra, missing or reordered lines, no scheme, no trailing
 * space), each field of its grammar, the account an address of the namespace on the message's own network, and no
 * character that could hide what is signed. Never throws.
 */
export function parseCaip122Message(
  text: string,
  { descriptor, isAccount, chainReference: chainReferencePattern, ...problems }: Caip122Profile,
): SiwxMessage | { problem: string } {
  const { namespace, caip122Name } = descriptor
  const lines = text.split('\n')
  if (lines.some((line) => hiddenCharacters.test(line)))
    return {
      problem:
        'The message holds control, line-separator or invisible formatting characters (bidirectional overrides among them), which could hide what is signed',
    }
  // The first line as core writes it: no scheme (the formatter has none).
  const intro = ` wants you to sign in with your ${caip122Name} account:`
  const domain = lines[0]?.endsWith(intro) ? lines[0].slice(0, -intro.length) : undefined
  if (domain === undefined || !/^\S+$/.test(domain))
    return {
      problem: `The message must start with "<domain> wants you to sign in with your ${caip122Name} account:"`,
    }
  if (!domainPattern.test(domain))
    return { problem: 'The message’s domain is not an RFC 3986 authority (host and port)' }
  const accountAddress = lines[1] ?? ''
  if (!isAccount(accountAddress)) return { problem: problems.addressProblem }
  if (lines[2] !== '') return { problem: 'The address must be followed by an empty line' }

  // "<statement>" and an empty line, or the fields right away.
  const statement = lines[4] === '' ? lines[3] : undefined
  let at = statement === undefined ? 3 : 5
  const uri = field(lines[at++], 'URI')
  const version = field(lines[at++], 'Version')
  const chainReference = field(lines[at++], 'Chain ID')
  const nonce = field(lines[at++], 'Nonce')
  const issuedAtText = field(lines[at++], 'Issued At')
  if (
    uri === undefined ||
    version === undefined ||
    chainReference === undefined ||
    nonce === undefined ||
    issuedAtText === undefined
  )
    return {
      problem:
        'The message lacks the lines URI, Version, Chain ID, Nonce and Issued At, in that order',
    }
  if (!isUri(uri)) return { problem: 'The message’s URI is not an RFC 3986 URI' }
  if (version !== '1') return { problem: 'The message’s Version must be 1' }
  if (!chainReferencePattern.test(chainReference))
    return { problem: problems.chainReferenceProblem }
  const caipNetworkId = `${namespace}:${chainReference}` as const
  // An address some namespaces spell per network (Bitcoin's bc1 and tb1): a mainnet account signs in on mainnet.
  if (!isAccount(accountAddress, caipNetworkId))
    return { problem: 'The message’s address is not one of its Chain ID’s network' }
  if (!noncePattern.test(nonce))
    return { problem: 'The message’s Nonce must be 8 or more letters and digits' }
  const issuedAt = rfc3339Time(issuedAtText)
  if (!issuedAt) return { problem: 'The message’s Issued At is not an RFC 3339 time' }

  const optional: Record<string, string | undefined> = {}
  for (const name of ['Expiration Time', 'Not Before', 'Request ID']) {
    optional[name] = field(lines[at], name)
    if (optional[name] !== undefined) at++
  }
  const times: Record<string, Date | undefined> = {}
  for (const name of ['Expiration Time', 'Not Before']) {
    const value = optional[name]
    if (value === undefined) continue
    times[name] = rfc3339Time(value)
    if (!times[name]) return { problem: `The message’s ${name} is not an RFC 3339 time` }
  }
  const requestId = optional['Request ID']
  if (requestId !== undefined && !requestIdPattern.test(requestId))
    return { problem: 'The message’s Request ID holds characters a URI path may not' }
  let resources: string[] | undefined
  if (lines[at] === 'Resources:') {
    resources = lines.slice(at + 1).map((line) => (line.startsWith('- ') ? line.slice(2) : ''))
    if (!resources.every(isUri))
      return { problem: 'Each resource must be a line "- <RFC 3986 URI>"' }
    at = lines.length
  }
  if (at !== lines.length)
    return {
      problem:
        'The message holds a line CAIP-122 does not have here (the optional fields are Expiration Time, Not Before, Request ID and Resources, in that order)',
    }

  const canonical = formatCaip122Message(
    {
      accountAddress,
      chainId: caipNetworkId,
      domain,
      uri,
      version: '1',
      nonce,
      statement,
      issuedAt: issuedAtText,
      expirationTime: optional['Expiration Time'],
      notBefore: optional['Not Before'],
      requestId,
      resources,
    },
    caip122Name,
  )
  if (canonical !== text)
    return {
      problem: `The message is not a well-formed Sign-In With ${caip122Name} (CAIP-122) message (its lines or fields differ)`,
    }
  return {
    namespace,
    chainReference,
    accountAddress,
    domain,
    scheme: undefined,
    uri,
    version,
    nonce,
    issuedAt,
    expirationTime: times['Expiration Time'],
    notBefore: times['Not Before'],
  }
}
