import type { Network } from '@latch/core'
import type { Config } from '@wagmi/core'
import { getEnsAddress, normalize } from 'viem/ens'

/**
 * ENS (issue 13): the address a name resolves to through the network's universal resolver (viem's
 * `getEnsAddress`, the name normalised first, UTS-46/ENSIP-15), null when the name has none. A string that does
 * not normalise (a stray underscore, mixed scripts) is an invalid name, not a failure; a node that cannot be
 * reached rejects with its error. Loaded with the first lookup: viem's ENS code and normalisation tables are not
 * part of the first paint.
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
  return getEnsAddress(config.getClient({ chainId: Number(network.id) }), {
    name: normalized,
    universalResolverAddress: universalResolverAddress as `0x${string}`,
  })
}
