import { describe, expect, it } from 'vitest'
import { connectingView } from './connectingView'

describe('connectingView', () => {
  it('shows the QR view for WalletConnect and the wallet prompt for every other connector', () => {
    expect(connectingView({ type: 'WALLET_CONNECT' })).toBe('ConnectingWalletConnect')
    for (const type of ['ANNOUNCED', 'INJECTED', 'EXTERNAL', 'AUTH', 'MULTI_CHAIN'] as const)
      expect(connectingView({ type })).toBe('ConnectingExternal')
  })
})
