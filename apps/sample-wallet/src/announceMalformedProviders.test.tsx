import { describe, expect, it } from 'vitest'
import { announceMalformedProviders } from './announceMalformedProviders'

function collectAnnouncements() {
  const details: unknown[] = []
  const listener = (event: Event) => details.push((event as CustomEvent).detail)
  window.addEventListener('eip6963:announceProvider', listener)
  return { details, stop: () => window.removeEventListener('eip6963:announceProvider', listener) }
}

describe('announceMalformedProviders', () => {
  it('announces each bad case now and again on request, until removed', () => {
    const { details, stop } = collectAnnouncements()
    const remove = announceMalformedProviders()
    const once = details.length
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(once * 2)
    remove()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    stop()
    expect(details).toHaveLength(once * 2)

    const infos = details
      .slice(0, once)
      .map((detail) => (detail as { info?: Record<string, string> } | null)?.info)
    expect(details).toContain('not an object')
    expect(infos).toContainEqual(expect.objectContaining({ name: 'No Rdns Wallet' }))
    expect(infos.find((info) => info?.name === 'No Rdns Wallet')).not.toHaveProperty('rdns')
    const icons = infos.map((info) => info?.icon ?? '')
    expect(icons.some((icon) => icon.startsWith('data:text/html;base64,'))).toBe(true)
    expect(icons.some((icon) => icon.startsWith('javascript:'))).toBe(true)
    expect(infos.some((info) => info?.name?.includes('onerror='))).toBe(true)
  })

  it('its providers refuse every request with a user rejection', async () => {
    const { details, stop } = collectAnnouncements()
    announceMalformedProviders()()
    stop()
    type Announced = { provider: { request: (args: unknown) => Promise<unknown> } }
    const announced = details.find(
      (detail) => typeof detail === 'object' && detail !== null && 'provider' in detail,
    ) as Announced | undefined
    await expect(
      announced?.provider.request({ method: 'eth_requestAccounts' }),
    ).rejects.toMatchObject({
      code: 4001,
    })
  })
})
