import type { Wallet } from '@wallet-standard/base'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { registerStandardWallet } from './registerStandardWallet'

// getWallets() keeps its registry in module state and announces the app once, on its first call: a fresh module
// per test is a fresh app.
async function freshApp() {
  vi.resetModules()
  const { getWallets } = await import('@wallet-standard/app')
  return getWallets
}

function testWallet(name: string): Wallet {
  return {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['solana:localnet'],
    features: {},
    accounts: [],
  }
}

const removals: Array<() => void> = []
beforeEach(() => {
  removals.length = 0
})
afterEach(() => {
  for (const remove of removals) remove()
})

describe('registerStandardWallet', () => {
  it('reaches an app that starts later (wallet first): on its wallet-standard:app-ready', async () => {
    const wallet = testWallet('Wallet first')
    removals.push(registerStandardWallet(wallet))
    const getWallets = await freshApp()
    expect(getWallets().get()).toContain(wallet)
  })

  it('reaches an app already listening (app first): through wallet-standard:register-wallet', async () => {
    const getWallets = await freshApp()
    const wallets = getWallets()
    const registered: Wallet[] = []
    wallets.on('register', (...added) => registered.push(...added))
    const wallet = testWallet('App first')
    removals.push(registerStandardWallet(wallet))
    expect(registered).toEqual([wallet])
    expect(wallets.get()).toContain(wallet)
  })

  it('is unregistered from every app that took it, and answers no app after that', async () => {
    const early = (await freshApp())()
    const wallet = testWallet('Removable')
    const remove = registerStandardWallet(wallet)
    const late = (await freshApp())()
    expect(early.get()).toContain(wallet)
    expect(late.get()).toContain(wallet)
    const unregistered: Wallet[] = []
    late.on('unregister', (...gone) => unregistered.push(...gone))
    remove()
    expect(early.get()).not.toContain(wallet)
    expect(late.get()).not.toContain(wallet)
    expect(unregistered).toEqual([wallet])
    const after = (await freshApp())()
    expect(after.get()).not.toContain(wallet)
  })

  it('ignores an app-ready event without a register function', () => {
    removals.push(registerStandardWallet(testWallet('Sturdy')))
    expect(() =>
      window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: 'nonsense' })),
    ).not.toThrow()
  })
})
