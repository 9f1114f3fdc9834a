import { join } from 'node:path'
import { privateKeyToAddress } from 'viem/accounts'
import { installSessionSpendLimits } from './accountAbstraction/installSessionSpendLimits'
import { installSimple7702Account } from './accountAbstraction/installSimple7702Account'
import { compileContracts } from './compileContracts'
import { type AmmContracts, deployAmm } from './deployAmm'
import { deployTestContracts, type TestContracts } from './deployTestContracts'
import { devChains } from './devChains'
import { compileEnsContracts } from './ens/compileEnsContracts'
import { deployEns, type EnsContracts } from './ens/deployEns'
import { deployNamesZone, devNamesGatewayKey, devNamesZone } from './ens/deployNamesZone'
import { type Chain, startChain } from './startChain'

export type DevChainInfo = {
  chainId: number
  name: string
  rpcUrl: string
  contracts: TestContracts
  /** Uniswap V2 with the seeded pools (behaviour.md §13.2). */
  amm: AmmContracts
  /** ENS: the registry, a resolver and the universal resolver, with ada.eth and bob.eth (behaviour.md §13.3). */
  ens: EnsContracts
  /** SessionSpendLimits: where ERC-7715 sessions are enforced (docs/smart-accounts.md "Sessions"). */
  sessionSpendLimits: `0x${string}`
}

/**
 * Both dev chains with the test contracts and the AMM. `ports` replaces the dev ports (tests run beside a
 * running `npm start`); the chain ids stay. `stop()` ends both.
 */
export async function startDevChains(options: {
  ports?: readonly [number, number]
  cacheDir: string
  /** The names gateway the zone's resolver asks (the dev server's, by default). */
  namesGatewayUrl?: string
}): Promise<{ chains: DevChainInfo[]; stop(): Promise<void> }> {
  const started: Chain[] = []
  const stop = async () => {
    for (const chain of started.splice(0).reverse()) await chain.stop().catch(() => undefined)
  }
  try {
    const cacheDir = join(options.cacheDir, 'contracts-cache')
    const [compiled, compiledEns] = await Promise.all([
      compileContracts(cacheDir),
      compileEnsContracts(cacheDir),
    ])
    for (const [index, devChain] of devChains.entries())
      started.push(
        await startChain({
          port: options.ports?.[index] ?? devChain.port,
          chainId: devChain.chainId,
        }),
      )
    const chains = await Promise.all(
      devChains.map(async (devChain, index) => {
        const rpcUrl = started[index]?.rpcUrl ?? devChain.rpcUrl
        const contracts = await deployTestContracts(rpcUrl, compiled)
        const amm = await deployAmm(rpcUrl, compiled, contracts)
        const ens = await deployEns(rpcUrl, compiledEns)
        // The demo project's zone, answered by the dev server's names gateway (CCIP-Read).
        await deployNamesZone(rpcUrl, {
          ens,
          compiled: compiledEns,
          zone: devNamesZone,
          gatewayUrl: options.namesGatewayUrl ?? 'http://localhost:8787/names/gateway',
          signers: [privateKeyToAddress(devNamesGatewayKey)],
        })
        // EIP-7702 batches of the embedded wallet in `eoa` mode (docs/smart-accounts.md, "Batching").
        await installSimple7702Account(rpcUrl)
        const sessionSpendLimits = await installSessionSpendLimits(
          rpcUrl,
          compiled.SessionSpendLimits,
        )
        return {
          chainId: devChain.chainId,
          name: devChain.name,
          rpcUrl,
          contracts,
          amm,
          ens,
          sessionSpendLimits,
        }
      }),
    )
    return { chains, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
