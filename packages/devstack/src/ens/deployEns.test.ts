import { join } from 'node:path'
import { createPublicClient, http, parseEther } from 'viem'
import { getEnsAddress, getEnsName, getEnsResolver, normalize } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latchLocal, latchLocal2 } from '../../../../apps/demo/src/devChains'
import { compileContracts } from '../compileContracts'
import { deployAmm } from '../deployAmm'
import { deployTestContracts } from '../deployTestContracts'
import { freePort } from '../freePort'
import { dataDir } from '../paths'
import { type Chain, startChain } from '../startChain'
import { testAccount } from '../testAccounts'
import { compileEnsContracts } from './compileEnsContracts'
import { deployEns, type EnsContracts, expectedEnsAddresses } from './deployEns'
import { devEnsNames } from './devEnsNames'

let chain: Chain
let ens: EnsContracts
let client: ReturnType<typeof createPublicClient>

// A fresh chain set up as `startDevChains` does: the test contracts, the AMM, then ENS.
beforeAll(async () => {
  chain = await startChain({ port: await freePort(), chainId: 31337 })
  const cacheDir = join(dataDir, 'contracts-cache')
  const [compiled, compiledEns] = await Promise.all([
    compileContracts(cacheDir),
    compileEnsContracts(cacheDir),
  ])
  const tokens = await deployTestContracts(chain.rpcUrl, compiled)
  await deployAmm(chain.rpcUrl, compiled, tokens)
  ens = await deployEns(chain.rpcUrl, compiledEns)
  client = createPublicClient({ transport: http(chain.rpcUrl) })
}, 120_000)
afterAll(() => chain?.stop())

describe('deployEns', () => {
  it('deploys at the expected addresses, which the demo networks name', async () => {
    expect(ens).toEqual(expectedEnsAddresses())
    for (const network of [latchLocal, latchLocal2])
      expect(network.contracts?.ensUniversalResolver?.address).toBe(
        expectedEnsAddresses().universalResolver,
      )
  })

  it("viem's getEnsAddress resolves the dev names to test accounts #3 and #4", async () => {
    const resolve = (name: string) =>
      getEnsAddress(client, {
        name: normalize(name),
        universalResolverAddress: ens.universalResolver,
      })
    expect(await resolve('ada.eth')).toBe(testAccount(3).address)
    expect(await resolve('bob.eth')).toBe(testAccount(4).address)
    // UTS-46 normalisation first: the name as typed in capitals is the same name.
    expect(await resolve('Ada.ETH')).toBe(testAccount(3).address)
    expect(devEnsNames).toEqual({
      'ada.eth': testAccount(3).address,
      'bob.eth': testAccount(4).address,
    })
  })

  it('answers null for a name nobody registered, under eth or not', async () => {
    for (const name of ['nobody.eth', 'eth', 'ada.latch', 'x.ada.eth'])
      expect(
        await getEnsAddress(client, { name, universalResolverAddress: ens.universalResolver }),
      ).toBeNull()
  })

  it("viem's getEnsName answers the primary names, checked forward, and null without one", async () => {
    const nameOf = (index: number) =>
      getEnsName(client, {
        address: testAccount(index).address,
        universalResolverAddress: ens.universalResolver,
      })
    expect(await nameOf(3)).toBe('ada.eth')
    expect(await nameOf(4)).toBe('bob.eth')
    expect(await nameOf(5)).toBeNull()
  })

  it("viem's getEnsResolver finds the resolver of a registered name", async () => {
    expect(
      await getEnsResolver(client, {
        name: 'ada.eth',
        universalResolverAddress: ens.universalResolver,
      }),
    ).toBe(ens.resolver)
  })

  it('sends nothing when the chain has them already, and the named accounts paid nothing', async () => {
    const nonce = await client.getTransactionCount({ address: testAccount(0).address })
    expect(
      await deployEns(chain.rpcUrl, await compileEnsContracts(join(dataDir, 'contracts-cache'))),
    ).toEqual(ens)
    expect(await client.getTransactionCount({ address: testAccount(0).address })).toBe(nonce)
    for (const index of [3, 4])
      expect(await client.getBalance({ address: testAccount(index).address })).toBe(
        parseEther('10000'),
      )
  })
})
