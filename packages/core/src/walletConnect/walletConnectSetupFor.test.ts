import { describe, expect, it } from 'vitest'
import { walletConnectSetupFor } from './walletConnectSetupFor'

const metadata = { name: 'App', description: '', url: 'https://app.example', icons: [] }

describe('walletConnectSetupFor', () => {
  it('defaults to the relay of the Latch server, ws for http and wss for https', () => {
    expect(
      walletConnectSetupFor({ apiUrl: 'http://localhost:8787', projectId: 'latch-demo', metadata }),
    ).toEqual({ relayUrl: 'ws://localhost:8787/relay', projectId: 'latch-demo', metadata })
    expect(
      walletConnectSetupFor({ apiUrl: 'https://latch.example/api/', projectId: 'p', metadata })
        ?.relayUrl,
    ).toBe('wss://latch.example/api/relay')
  })

  it('takes a configured relay and project over the defaults', () => {
    expect(
      walletConnectSetupFor({
        apiUrl: 'http://localhost:8787',
        projectId: 'app',
        walletConnect: { relayUrl: 'wss://relay.example', projectId: 'vendor-id' },
        metadata,
      }),
    ).toEqual({ relayUrl: 'wss://relay.example', projectId: 'vendor-id', metadata })
  })

  it('is off when asked, or when nothing says where the relay is', () => {
    expect(
      walletConnectSetupFor({ apiUrl: 'http://x', projectId: 'p', walletConnect: false, metadata }),
    ).toBeUndefined()
    expect(walletConnectSetupFor({ projectId: 'p', metadata })).toBeUndefined()
    expect(walletConnectSetupFor({ apiUrl: 'http://x', metadata })).toBeUndefined()
    expect(walletConnectSetupFor({ apiUrl: 'not a url', projectId: 'p', metadata })).toBeUndefined()
    expect(walletConnectSetupFor({ apiUrl: 'ftp://x', projectId: 'p', metadata })).toBeUndefined()
  })
})
