import { describe, expect, it } from 'vitest'
import { testNamespace, testNamespaceNetwork } from '../testing/testNamespace'
import { deriveAccount } from './deriveAccount'

const networks = [testNamespaceNetwork]
const first = 'cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq'
const second = 'cosmos1pppppppppppppppppppppppppppppppppppppp'
const connected = {
  status: 'connected' as const,
  address: first,
  caipNetworkId: testNamespaceNetwork.caipNetworkId,
}

describe('deriveAccount', () => {
  it("holds the connection's accounts, the active one first, whatever the namespace", () => {
    const accounts = [
      { address: first, purpose: 'payment' },
      { address: second, purpose: 'ordinal' },
    ]
    expect(
      deriveAccount(testNamespace.namespace, { ...connected, accounts }, networks).accounts,
    ).toEqual(accounts)
  })

  it('holds the one account of a connection that lists none, and none while not connected', () => {
    expect(deriveAccount(testNamespace.namespace, connected, networks).accounts).toEqual([
      { address: first },
    ])
    // A list that does not start with the active account is not the connection's.
    expect(
      deriveAccount(
        testNamespace.namespace,
        { ...connected, accounts: [{ address: second }] },
        networks,
      ).accounts,
    ).toEqual([{ address: first }])
    expect(
      deriveAccount(testNamespace.namespace, { status: 'connecting' }, networks).accounts,
    ).toEqual([])
  })
})
