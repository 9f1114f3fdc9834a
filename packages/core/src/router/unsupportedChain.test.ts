import { describe, expect, it } from 'vitest'
import { showsUnsupportedChain } from './unsupportedChain'

const base = {
  isConnected: true,
  isNetworkSupported: false,
  allowUnsupportedChain: false,
  enableNetworkSwitch: true,
}

describe('showsUnsupportedChain', () => {
  it('shows for a connected wallet on a network the app does not list', () => {
    expect(showsUnsupportedChain(base)).toBe(true)
  })

  it('does not show when unsupported chains are allowed, switching is off, the network is listed or nobody is connected', () => {
    expect(showsUnsupportedChain({ ...base, allowUnsupportedChain: true })).toBe(false)
    expect(showsUnsupportedChain({ ...base, enableNetworkSwitch: false })).toBe(false)
    expect(showsUnsupportedChain({ ...base, isNetworkSupported: true })).toBe(false)
    expect(showsUnsupportedChain({ ...base, isConnected: false })).toBe(false)
  })
})
