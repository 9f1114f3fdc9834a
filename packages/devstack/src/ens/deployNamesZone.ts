import { type Address, getAddress, labelhash, namehash } from 'viem'
import { devWalletClient } from '../devWalletClient'
import { testAccount } from '../testAccounts'
import type { CompiledEnsContracts } from './compileEnsContracts'
import type { EnsContracts } from './deployEns'

/**
 * The dev stack's key for the names gateway (the server's `LATCH_NAMES_GATEWAY_KEYS` in the dev stack): a
 * dev-only key, not a secret; the zone's resolver lists its address as a signer.
 */
export const devNamesGatewayKey =
  '0x3668366836683668366836683668366836683668366836683668366836683668' as const

/** The demo project's zone on the dev chains. */
export const devNamesZone = 'latch.eth'

/**
 * A zone served by Latch's names gateway on a dev chain's ENS (`deployEns` first): an offchain resolver
 * (`DevEnsOffchainResolver`, ENSIP-10 and EIP-3668) with the gateway URL and its signers, set as the zone's
 * resolver in the registry (`<label>.eth`, owned by account #0, which owns `eth`). Returns the resolver.
 */
export async function deployNamesZone(
  rpcUrl: string,
  options: {
    ens: EnsContracts
    compiled: CompiledEnsContracts
    zone: string
    gatewayUrl: string
    signers: readonly Address[]
  },
): Promise<Address> {
  const [label, parent, ...rest] = options.zone.split('.')
  if (!label || parent !== 'eth' || rest.length > 0)
    throw new Error(`A dev zone is <label>.eth, not ${options.zone}`)
  const client = await devWalletClient(rpcUrl, testAccount(0))
  const { DevEnsOffchainResolver, DevEnsRegistry } = options.compiled
  const deployed = await client.waitForTransactionReceipt({
    hash: await client.deployContract({
      ...DevEnsOffchainResolver,
      args: [options.gatewayUrl, options.signers],
    }),
    pollingInterval: 50,
  })
  if (deployed.status !== 'success' || !deployed.contractAddress)
    throw new Error('The zone resolver deployment reverted')
  const resolver = getAddress(deployed.contractAddress)
  const me = testAccount(0).address
  const set = await client.waitForTransactionReceipt({
    hash: await client.writeContract({
      abi: DevEnsRegistry.abi,
      address: options.ens.registry,
      functionName: 'setSubnodeRecord',
      args: [namehash('eth'), labelhash(label), me, resolver, 0n],
    }),
    pollingInterval: 50,
  })
  if (set.status !== 'success') throw new Error(`Setting ${options.zone}'s resolver reverted`)
  return resolver
}
