import {
  type Address,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  encodePacked,
  type Hex,
  hexToBytes,
  keccak256,
  namehash,
  parseAbi,
  zeroAddress,
} from 'viem'
import { sign } from 'viem/accounts'
import type { AccountNameRecord } from './AccountNameRecord'
import { ETH_COIN_TYPE } from './service'

/** What the offchain resolver asks its gateway (ENS's OffchainResolver: `IResolverService.resolve`). */
const gatewayAbi = parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)'])
/** The resolver profiles a name answers (EIP-137 addr, ENSIP-9 multi-coin addr, EIP-634 text). */
const profileAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
])

export class LookupError extends Error {}

/** A DNS-encoded name (RFC 1035, as ENSIP-10 passes it) as a dotted one; undefined when malformed. */
export function decodeDnsName(dns: Hex): string | undefined {
  const bytes = hexToBytes(dns)
  const labels: string[] = []
  let offset = 0
  while (offset < bytes.length) {
    const length = bytes[offset] ?? 0
    if (length === 0) return offset + 1 === bytes.length ? labels.join('.') : undefined
    const label = new TextDecoder('utf-8', { fatal: false }).decode(
      bytes.slice(offset + 1, offset + 1 + length),
    )
    if (offset + 1 + length > bytes.length || label.includes('.')) return undefined
    labels.push(label)
    offset += 1 + length
  }
  return undefined
}

/** The name a gateway request is for (its `callData`), lower-cased; throws LookupError when it is no request. */
export function lookupName(callData: Hex): { name: string; data: Hex } {
  let decoded: { args: readonly [Hex, Hex] }
  try {
    decoded = decodeFunctionData({ abi: gatewayAbi, data: callData }) as never
  } catch {
    throw new LookupError('callData: not a resolve(bytes,bytes) call')
  }
  const [dns, data] = decoded.args
  const name = decodeDnsName(dns)
  if (!name) throw new LookupError('callData: the name is not DNS-encoded')
  return { name: name.toLowerCase(), data }
}

/**
 * The ABI-encoded answer of one resolver profile for `record` (null: the zone has no such name, which answers
 * empty, as an unset ENS record does). The profile's node must be the name's.
 */
export function profileAnswer(name: string, data: Hex, record: AccountNameRecord | null): Hex {
  let call: ReturnType<typeof decodeFunctionData<typeof profileAbi>>
  try {
    call = decodeFunctionData({ abi: profileAbi, data })
  } catch {
    throw new LookupError('data: not an addr or text call')
  }
  if (call.args[0] !== namehash(name)) throw new LookupError('data: the node is not the name’s')
  if (call.functionName === 'text') {
    const value = record?.texts[call.args[1] as string] ?? ''
    return encodeFunctionResult({ abi: profileAbi, functionName: 'text', result: value })
  }
  if (call.args.length === 1) {
    const address = (record && addressOf(record, ETH_COIN_TYPE)) ?? zeroAddress
    return encodeFunctionResult({
      abi: [profileAbi[0]],
      functionName: 'addr',
      result: address as Address,
    })
  }
  const address = record && addressOf(record, Number(call.args[1] as bigint))
  return encodeFunctionResult({
    abi: [profileAbi[1]],
    functionName: 'addr',
    result: (address ?? '0x') as Hex,
  })
}

/**
 * A name's address for a coin type: the one registered for it; for Ethereum's (60), which `addr(node)` asks,
 * the registering account's, as a wallet reading a Latch name with plain ENS tools expects.
 */
function addressOf(record: AccountNameRecord, coinType: number): string | undefined {
  return (
    record.addresses[String(coinType)] ?? (coinType === ETH_COIN_TYPE ? record.address : undefined)
  )
}

/**
 * The gateway's reply as ENS's OffchainResolver checks it (its SignatureVerifier): `abi.encode(result,
 * expires, sig)`, `sig` over keccak256(0x1900 ‖ resolver ‖ expires ‖ keccak256(request) ‖ keccak256(result)).
 */
export async function signedAnswer(options: {
  resolver: Address
  request: Hex
  result: Hex
  expires: bigint
  key: Hex
}): Promise<Hex> {
  const hash = keccak256(
    encodePacked(
      ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
      [
        '0x1900',
        options.resolver,
        options.expires,
        keccak256(options.request),
        keccak256(options.result),
      ],
    ),
  )
  const signature = await sign({ hash, privateKey: options.key, to: 'hex' })
  return encodeAbiParameters(
    [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
    [options.result, options.expires, signature],
  )
}
