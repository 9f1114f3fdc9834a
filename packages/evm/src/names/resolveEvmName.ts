import type { Network } from '@latch/core'
import {
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  keccak256,
  stringToBytes,
  toHex,
} from 'viem'
import { readContract } from 'viem/actions'
import { normalize } from 'viem/ens'
import type { Config } from 'wagmi'

// What viem's `getEnsAddress` does, written out: importing that action (or viem's namehash and ENS ABIs), even
// from this lazy chunk, moves the modules the first paint's wagmi and viem barrels reach into the first paint
// (esbuild's shared chunks; ~2.5 KB; CONTRIBUTING.md, evmSend.ts). The call, arguments and null answers are
// viem 2.57's; resolveEvmName.test.ts checks both agree on a real chain.

/** The universal resolver's `resolveWithGateways` and the errors that mean "no address" (viem's list). */
const universalResolverAbi = [
  {
    name: 'resolveWithGateways',
    type: 'function',
    stateMutability: 'view',
    inputs: [
      { name: 'name', type: 'bytes' },
      { name: 'data', type: 'bytes' },
      { name: 'gateways', type: 'string[]' },
    ],
    outputs: [
      { name: '', type: 'bytes' },
      { name: 'address', type: 'address' },
    ],
  },
  { name: 'HttpError', type: 'error', inputs: [{ type: 'uint16' }, { type: 'string' }] },
  { name: 'ResolverError', type: 'error', inputs: [{ type: 'bytes' }] },
  { name: 'ResolverNotContract', type: 'error', inputs: [{ type: 'bytes' }, { type: 'address' }] },
  { name: 'ResolverNotFound', type: 'error', inputs: [{ type: 'bytes' }] },
  {
    name: 'ReverseAddressMismatch',
    type: 'error',
    inputs: [{ type: 'string' }, { type: 'bytes' }],
  },
  { name: 'UnsupportedResolverProfile', type: 'error', inputs: [{ type: 'bytes4' }] },
] as const
const nullErrors = new Set<string>(
  universalResolverAbi.filter((item) => item.type === 'error').map((item) => item.name),
)

/** ENSIP-1's `addr(bytes32)`. */
const addrAbi = [
  {
    name: 'addr',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ name: 'name', type: 'bytes32' }],
    outputs: [{ name: '', type: 'address' }],
  },
] as const

/** The gateway value that has viem answer batched offchain lookups itself (ENSIP-21's local batch gateway). */
const localBatchGateway = 'x-batch-gateway:true'

/**
 * ENS (behaviour.md §13.3): the address a name resolves to through the network's universal resolver, the name
 * normalised first (UTS-46/ENSIP-15), null when the name has none. A string that does not normalise (a stray
 * underscore, mixed scripts) is an invalid name, not a failure; a node that cannot be reached rejects with its error.
 * Loaded with the first lookup: the normalisation tables are not part of the first paint.
 */
export async function resolveEvmName(
  config: Config,
  parameters: { name: string; network: Network },
): Promise<string | null> {
  const { name, network } = parameters
  const universalResolverAddress = network.contracts?.ensUniversalResolver?.address
  if (!universalResolverAddress)
    throw Object.assign(new Error(`${network.name} has no name registry`), {
      reason: 'noRegistry' as const,
    })
  let normalized: string
  try {
    normalized = normalize(name)
  } catch (cause) {
    throw Object.assign(new Error(`${name} is not a valid name`, { cause }), {
      reason: 'invalidName' as const,
    })
  }
  let data: Hex
  try {
    ;[data] = await readContract(config.getClient({ chainId: Number(network.id) }), {
      address: universalResolverAddress as Hex,
      abi: universalResolverAbi,
      functionName: 'resolveWithGateways',
      args: [
        dnsEncode(normalized),
        encodeFunctionData({ abi: addrAbi, functionName: 'addr', args: [namehash(normalized)] }),
        [localBatchGateway],
      ],
    })
  } catch (error) {
    if (nullErrors.has(revertErrorName(error) ?? '')) return null
    throw error
  }
  if (data === '0x') return null
  const address = decodeFunctionResult({ abi: addrAbi, functionName: 'addr', data })
  return /^0x0{40}$/.test(address) ? null : address
}

/** The custom error a contract reverted with, from viem's error chain (ContractFunctionRevertedError's data). */
function revertErrorName(error: unknown): string | undefined {
  for (let cause = error as { cause?: unknown; name?: string } | undefined; cause; ) {
    const data = (cause as { data?: { errorName?: unknown } }).data
    if (cause.name === 'ContractFunctionRevertedError' && typeof data?.errorName === 'string')
      return data.errorName
    cause = cause.cause as typeof cause
  }
  return undefined
}

/** A label's bytes, or `[labelhash]` for one longer than a DNS label may be (as viem and the resolver read it). */
function labelBytes(label: string): Uint8Array {
  const bytes = stringToBytes(label)
  return bytes.length > 255 ? stringToBytes(`[${keccak256(bytes).slice(2)}]`) : bytes
}

/** The name DNS-encoded: each label after its length, then a zero. */
export function dnsEncode(name: string): Hex {
  const labels = name.split('.').filter((label) => label !== '')
  const parts = labels.map(labelBytes)
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.length + 1, 1))
  let offset = 0
  for (const part of parts) {
    bytes[offset] = part.length
    bytes.set(part, offset + 1)
    offset += part.length + 1
  }
  return toHex(bytes)
}

/** EIP-137's namehash. */
export function namehash(name: string): Hex {
  let node: Uint8Array = new Uint8Array(32)
  for (const label of name
    .split('.')
    .filter((part) => part !== '')
    .reverse()) {
    const joined = new Uint8Array(64)
    joined.set(node)
    joined.set(keccak256(stringToBytes(label), 'bytes'), 32)
    node = keccak256(joined, 'bytes')
  }
  return toHex(node)
}
