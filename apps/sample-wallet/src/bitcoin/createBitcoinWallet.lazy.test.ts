import { describe, expect, it, vi } from 'vitest'
import { createSampleProvider } from '../createSampleProvider'
import { memoryStorage } from '../walletState'
import { createBitcoinWallet } from './createBitcoinWallet'

// Counts derivations: the real keys, seen through a spy.
const derive = vi.hoisted(() => ({ count: 0 }))
vi.mock('@latch/devstack/bitcoinTestKeys', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@latch/devstack/bitcoinTestKeys')>()
  return {
    ...actual,
    bitcoinTestKey: (index: number) => {
      derive.count += 1
      return actual.bitcoinTestKey(index)
    },
  }
})

describe('createBitcoinWallet, its keys', () => {
  it('derives nothing at injection, then the key once, on the first bitcoin:connect', async () => {
    const side = createBitcoinWallet({
      store: createSampleProvider({ storage: memoryStorage() }).controls,
      name: 'Latch Sample Wallet',
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      keyIndex: 7,
    })
    expect(side.wallet.accounts).toEqual([])
    expect(derive.count).toBe(0)
    const { accounts } = await side.wallet.features['bitcoin:connect'].connect({
      purposes: ['payment', 'ordinals'],
    })
    expect(derive.count).toBe(1)
    expect(accounts.map((account) => account.address)).toEqual([side.payment, side.ordinal])
    expect(side.wallet.accounts).toHaveLength(2)
    expect(derive.count).toBe(1)
    side.dispose()
  })
})
