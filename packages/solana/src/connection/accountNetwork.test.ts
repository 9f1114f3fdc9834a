import { describe, expect, it } from 'vitest'
import { solanaDevnet, solanaLocal, solanaMainnet } from '../networks/solanaNetworks'
import { accountNetwork } from './accountNetwork'

const networks = [solanaMainnet, solanaDevnet, solanaLocal]

describe('accountNetwork', () => {
  it('is the active network when the account lists it', () => {
    const chains = ['solana:mainnet', 'solana:devnet', 'solana:localnet']
    expect(accountNetwork({ chains, networks, active: solanaLocal })).toEqual({
      network: solanaLocal,
      caipNetworkId: solanaLocal.caipNetworkId,
    })
  })

  it("is the app's first network the account lists when it does not list the active one", () => {
    expect(
      accountNetwork({
        chains: ['solana:localnet', 'solana:devnet'],
        networks,
        active: solanaMainnet,
      }),
    ).toEqual({ network: solanaDevnet, caipNetworkId: solanaDevnet.caipNetworkId })
  })

  it("reports the account's own chain, unsupported, when it lists none of the app's networks", () => {
    expect(
      accountNetwork({
        chains: ['solana:devnet'],
        networks: [solanaMainnet],
        active: solanaMainnet,
      }),
    ).toEqual({ network: undefined, caipNetworkId: solanaDevnet.caipNetworkId })
    const genesis = 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K'
    expect(
      accountNetwork({ chains: ['bip122:x', genesis], networks, active: solanaMainnet }),
    ).toEqual({ network: undefined, caipNetworkId: genesis })
  })

  it('reports no network for an account that names no chain it can place', () => {
    expect(
      accountNetwork({ chains: ['solana:nowhere', 'eip155:1'], networks, active: solanaMainnet }),
    ).toEqual({ network: undefined, caipNetworkId: undefined })
  })

  it("follows the app's own names for other clusters", () => {
    const custom = {
      ...solanaLocal,
      caipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K' as const,
    }
    expect(
      accountNetwork({
        chains: ['solana:localnet'],
        networks: [solanaMainnet, custom],
        active: solanaMainnet,
        walletChains: { [custom.caipNetworkId]: 'solana:localnet' },
      }).network,
    ).toBe(custom)
  })
})
