import { join } from 'node:path'
import { defineNetwork, type Network } from '@latch/core'
import {
  type Chain,
  compileEnsContracts,
  dataDir,
  deployEns,
  type EnsContracts,
  startChain,
  testAccount,
} from '@latch/devstack/chain'
import { createPublicClient, http, toHex } from 'viem'
import { mainnet as viemMainnet, sepolia as viemSepolia } from 'viem/chains'
import {
  getEnsAddress,
  normalize,
  namehash as viemNamehash,
  packetToBytes as viemPacketToBytes,
} from 'viem/ens'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../../scripts/test/startPostgres'
import { evmAdapter } from '../evmAdapter'
import { fromViemChain } from '../fromViemChain'
import { mainnet, sepolia } from '../networks'
import { toViemChain } from '../toViemChain'
import { evmNames } from './index'
import { dnsEncode, namehash } from './resolveEvmName'

const network = (rpcUrl: string, contracts?: Network['contracts']) =>
  defineNetwork({
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    contracts,
  })

describe('resolveName on a real chain (anvil with the dev ENS)', () => {
  let chain: Chain
  let ens: EnsContracts
  beforeAll(async () => {
    chain = await startChain({ port: await freePort(), chainId: 31337 })
    ens = await deployEns(chain.rpcUrl, await compileEnsContracts(join(dataDir, 'contracts-cache')))
  }, 120_000)
  afterAll(async () => {
    await chain?.stop()
  })

  const withRegistry = () =>
    network(chain.rpcUrl, { ensUniversalResolver: { address: ens.universalResolver } })

  it('resolves a registered name to its address, whatever the case typed', async () => {
    const local = withRegistry()
    const adapter = evmAdapter({ networks: [local], capabilities: [evmNames] })
    expect((await adapter.capabilities?.names?.())?.canResolveNames(local)).toBe(true)
    expect(
      await (await adapter.capabilities?.names?.())?.resolveName({
        name: 'ada.eth',
        network: local,
      }),
    ).toBe(testAccount(3).address)
    expect(
      await (await adapter.capabilities?.names?.())?.resolveName({
        name: 'BOB.eth',
        network: local,
      }),
    ).toBe(testAccount(4).address)
  })

  it("answers as viem's getEnsAddress does, name by name", async () => {
    const local = withRegistry()
    const adapter = evmAdapter({ networks: [local], capabilities: [evmNames] })
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    for (const name of ['ada.eth', 'bob.eth', 'nobody.eth', 'eth', 'x.ada.eth', 'ada.latch'])
      expect(
        await (await adapter.capabilities?.names?.())?.resolveName({ name, network: local }),
      ).toBe(
        await getEnsAddress(client, {
          name: normalize(name),
          universalResolverAddress: ens.universalResolver,
        }),
      )
  })

  it('answers null for a name nobody registered', async () => {
    const local = withRegistry()
    const adapter = evmAdapter({ networks: [local], capabilities: [evmNames] })
    expect(
      await (await adapter.capabilities?.names?.())?.resolveName({
        name: 'nobody.eth',
        network: local,
      }),
    ).toBeNull()
  })

  it('rejects a name that does not normalise as invalid, without asking the chain', async () => {
    // A closed port: had it asked, the error would be the node's.
    const local = network(`http://127.0.0.1:${await freePort()}`, {
      ensUniversalResolver: { address: ens.universalResolver },
    })
    const adapter = evmAdapter({ networks: [local], capabilities: [evmNames] })
    for (const name of ['a_b.eth', 'аda.eth' /* Cyrillic а, Latin da */])
      await expect(
        (await adapter.capabilities?.names?.())?.resolveName({ name, network: local }),
      ).rejects.toMatchObject({
        reason: 'invalidName',
      })
  })

  it('says so on a network without a registry', async () => {
    const local = network(chain.rpcUrl)
    const adapter = evmAdapter({ networks: [local], capabilities: [evmNames] })
    expect((await adapter.capabilities?.names?.())?.canResolveNames(local)).toBe(false)
    await expect(
      (await adapter.capabilities?.names?.())?.resolveName({ name: 'ada.eth', network: local }),
    ).rejects.toMatchObject({
      reason: 'noRegistry',
    })
  })

  it('rejects with no reason of its own when the node cannot be reached', async () => {
    const local = network(`http://127.0.0.1:${await freePort()}`, {
      ensUniversalResolver: { address: ens.universalResolver },
    })
    const adapter = evmAdapter({ networks: [local], capabilities: [evmNames] })
    const error = await (await adapter.capabilities?.names?.())
      ?.resolveName({ name: 'ada.eth', network: local })
      .then(
        () => undefined,
        (cause: unknown) => cause,
      )
    expect(error).toBeInstanceOf(Error)
    expect((error as { reason?: unknown }).reason).toBeUndefined()
  })
})

describe('the universal resolver call', () => {
  it("encodes names and hashes them as viem's packetToBytes and namehash do", () => {
    const long = 'a'.repeat(300)
    for (const name of ['ada.eth', 'eth', '', 'x.ada.eth', 'ünicode.eth', `${long}.eth`]) {
      expect(dnsEncode(name)).toBe(toHex(viemPacketToBytes(name)))
      expect(namehash(name)).toBe(viemNamehash(name))
    }
  })
})

describe("networks' registries", () => {
  it("keeps viem's ENS universal resolver on mainnet and sepolia, and passes it on to viem", () => {
    expect(mainnet.contracts?.ensUniversalResolver?.address).toBe(
      viemMainnet.contracts.ensUniversalResolver.address,
    )
    expect(sepolia.contracts?.ensUniversalResolver?.address).toBe(
      viemSepolia.contracts.ensUniversalResolver.address,
    )
    expect(toViemChain(mainnet).contracts?.ensUniversalResolver?.address).toBe(
      viemMainnet.contracts.ensUniversalResolver.address,
    )
    const local = network('http://127.0.0.1:8545')
    expect(local.contracts).toBeUndefined()
    expect(toViemChain(local).contracts).toBeUndefined()
    expect(fromViemChain(toViemChain(local)).contracts).toBeUndefined()
  })
})
