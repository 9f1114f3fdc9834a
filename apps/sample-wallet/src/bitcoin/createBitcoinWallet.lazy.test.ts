import { bitcoinTestKey } from '@latch/devstack/bitcoinTestKeys'
import { describe, expect, it } from 'vitest'
import { createSampleProvider } from '../createSampleProvider'
import { memoryStorage } from '../walletState'
import { createBitcoinWallet } from './createBitcoinWallet'

// Counts derivations of the real keys, passed in rather than mocked: the chain project shares one module graph
// between files (vitest.config.ts), where a module mock or the page-wide key cache depends on the files before.
const derive = { count: 0 }
const deriveKey = (index: number) => {
  derive.count += 1
  return bitcoinTestKey(index)
}

describe('createBitcoinWallet, its keys', () => {
  it('derives nothing at injection, then the key once, on the first bitcoin:connect', async () => {
    const side = createBitcoinWallet({
      store: createSampleProvider({ storage: memoryStorage() }).controls,
      name: 'Latch Sample Wallet',
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      keyIndex: 7,
      deriveKey,
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
