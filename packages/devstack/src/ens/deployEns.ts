import { type Address, getContractAddress, type Hex, labelhash, namehash } from 'viem'
import { devWalletClient } from '../devWalletClient'
import { testAccount } from '../testAccounts'
import type { CompiledEnsContracts } from './compileEnsContracts'
import { devEnsNames } from './devEnsNames'

export type EnsContracts = {
  /** `DevEnsRegistry`: EIP-137's registry, the root owned by account #0. */
  registry: Address
  /** `DevEnsResolver`: addr and name records. */
  resolver: Address
  /** `DevEnsUniversalResolver`: what viem's ENS actions call (a network's `contracts.ensUniversalResolver`). */
  universalResolver: Address
}

const deployer = testAccount(0)
/**
 * Account #0's nonce once `deployTestContracts` (44 transactions) and `deployAmm` (10) have run on a fresh chain:
 * the ENS contracts come right after, so #1–#9 never pay gas and keep their 10,000 ETH.
 */
const FIRST_NONCE = 54n

/** Where a fresh dev chain has the ENS contracts (deployer #0, after the test contracts and the AMM). */
export function expectedEnsAddresses(): EnsContracts {
  return ensAt(FIRST_NONCE)
}

function ensAt(nonce: bigint): EnsContracts {
  const at = (offset: bigint) =>
    getContractAddress({ from: deployer.address, nonce: nonce + offset })
  return { registry: at(0n), resolver: at(1n), universalResolver: at(2n) }
}

/**
 * The ENS registry, a resolver and a universal resolver on a dev chain, from account #0, with `devEnsNames`
 * registered both ways (`ada.eth` → #3 and #3 → `ada.eth`). Account #0 owns every record: the named accounts
 * send nothing. After `deployTestContracts` and `deployAmm` on a fresh chain the addresses are
 * `expectedEnsAddresses()`; when those already hold code, nothing is sent.
 */
export async function deployEns(
  rpcUrl: string,
  compiled: CompiledEnsContracts,
): Promise<EnsContracts> {
  const client = await devWalletClient(rpcUrl, deployer)
  const expected = expectedEnsAddresses()
  const codes = await Promise.all(
    Object.values(expected).map((address) => client.getCode({ address })),
  )
  if (codes.every((code) => code && code !== '0x')) return expected

  let nonce = await client.getTransactionCount({ address: deployer.address, blockTag: 'pending' })
  const ens = ensAt(BigInt(nonce))
  const hashes: Hex[] = []
  const { DevEnsRegistry, DevEnsResolver, DevEnsUniversalResolver } = compiled
  const deploy = async (
    contract: CompiledEnsContracts[keyof CompiledEnsContracts],
    args: unknown[],
  ) => hashes.push(await client.deployContract({ ...contract, args, nonce: nonce++ }))
  await deploy(DevEnsRegistry, [])
  await deploy(DevEnsResolver, [ens.registry])
  await deploy(DevEnsUniversalResolver, [ens.registry])

  const call = async (
    contract: 'DevEnsRegistry' | 'DevEnsResolver',
    functionName: string,
    args: readonly unknown[],
  ) =>
    hashes.push(
      await client.writeContract({
        abi: compiled[contract].abi,
        address: contract === 'DevEnsRegistry' ? ens.registry : ens.resolver,
        functionName,
        args,
        nonce: nonce++,
      }),
    )
  const root = namehash('')
  const me = deployer.address
  await call('DevEnsRegistry', 'setSubnodeOwner', [root, labelhash('eth'), me])
  await call('DevEnsRegistry', 'setSubnodeOwner', [root, labelhash('reverse'), me])
  await call('DevEnsRegistry', 'setSubnodeOwner', [namehash('reverse'), labelhash('addr'), me])
  for (const [name, address] of Object.entries(devEnsNames)) {
    const [label = ''] = name.split('.')
    await call('DevEnsRegistry', 'setSubnodeRecord', [
      namehash('eth'),
      labelhash(label),
      me,
      ens.resolver,
      0n,
    ])
    await call('DevEnsResolver', 'setAddr', [namehash(name), address])
    // The reverse record: `<address in lowercase hex>.addr.reverse` names it (ENSIP-3).
    const reverseLabel = address.slice(2).toLowerCase()
    await call('DevEnsRegistry', 'setSubnodeRecord', [
      namehash('addr.reverse'),
      labelhash(reverseLabel),
      me,
      ens.resolver,
      0n,
    ])
    await call('DevEnsResolver', 'setName', [namehash(`${reverseLabel}.addr.reverse`), name])
  }
  for (const hash of hashes) {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`ENS transaction ${hash} reverted`)
  }
  return ens
}
