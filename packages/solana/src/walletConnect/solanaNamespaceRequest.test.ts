import { defineNetwork } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { solanaDevnet, solanaLocal, solanaMainnet } from '../networks/solanaNetworks'
import { solanaNamespaceRequest } from './solanaNamespaceRequest'

describe('solanaNamespaceRequest', () => {
  it("asks for the app's Solana networks as CAIP-2 chains, the three signing methods and the events", () => {
    expect(solanaNamespaceRequest([solanaLocal, solanaMainnet])).toEqual({
      chains: [
        'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp',
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      ],
      methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
      events: ['accountsChanged', 'chainChanged'],
      rpcMap: {
        'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp': 'http://127.0.0.1:8899',
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'https://api.mainnet-beta.solana.com',
      },
    })
  })

  it('leaves out networks of other namespaces', () => {
    const evm = defineNetwork({
      chainNamespace: 'eip155',
      id: 1,
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://eth.example'] } },
    })
    const request = solanaNamespaceRequest([evm, solanaDevnet])
    expect(request.chains).toEqual(['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'])
    expect(Object.keys(request.rpcMap)).toEqual(['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'])
  })
})
