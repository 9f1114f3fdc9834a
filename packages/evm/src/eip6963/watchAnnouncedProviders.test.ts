// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import type { AnnouncedProvider } from './parseAnnouncement'
import { watchAnnouncedProviders } from './watchAnnouncedProviders'

const announce = (detail: unknown) =>
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))

const wallet = (
  rdns: string,
  provider: { request: () => Promise<unknown> } = { request: async () => null },
) => ({
  info: { uuid: `${rdns}-uuid`, name: rdns, icon: 'https://icon.example/i.png', rdns },
  provider,
})

describe('watchAnnouncedProviders', () => {
  it('asks wallets to announce and collects the ones that answer, now and later', () => {
    const answer = () => announce(wallet('com.early'))
    window.addEventListener('eip6963:requestProvider', answer)
    let seen: readonly AnnouncedProvider[] = []
    const stop = watchAnnouncedProviders(window, (providers) => {
      seen = providers
    })
    announce(wallet('com.late'))
    expect(seen.map((p) => p.info.rdns)).toEqual(['com.early', 'com.late'])
    stop()
    window.removeEventListener('eip6963:requestProvider', answer)
  })

  it('ignores malformed announcements and keeps one entry per rdns', () => {
    let seen: readonly AnnouncedProvider[] = []
    const stop = watchAnnouncedProviders(window, (providers) => {
      seen = providers
    })
    announce({
      info: { uuid: 'x', name: 'No rdns', icon: '' },
      provider: { request: async () => null },
    })
    announce('not an object')
    announce(wallet('com.same'))
    const replacement = { request: async () => 'new' }
    announce(wallet('com.same', replacement))
    expect(seen).toHaveLength(1)
    expect(seen[0]?.provider).toBe(replacement)
    stop()
    announce(wallet('com.after-stop'))
    expect(seen).toHaveLength(1)
  })
})
