import { createLatch, openModal, setLocale } from '@latch/core'
import { createTestAdapter, testNetworks } from '@latch/core/testing'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton'
import { LatchProvider } from '../LatchProvider'
import { until } from '../testing/until'
import { send } from '../views/send/send'
import type { LocaleOverrides } from './showLocale'

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

async function render(locale: string | undefined, overrides?: LocaleOverrides) {
  const latch = createLatch({
    networks: testNetworks,
    adapters: [createTestAdapter({ networks: testNetworks, connectors: [] })],
    metadata: { name: 'Test', description: '', url: 'http://localhost', icons: [] },
    storage: null,
    locale,
    features: [send()],
  })
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () =>
    root?.render(
      <LatchProvider latch={latch} overrides={overrides}>
        <ConnectButton />
      </LatchProvider>,
    ),
  )
  await act(async () => openModal(latch))
  const shown = () => ({
    button: container.querySelector('button')?.textContent,
    title: document.querySelector('latch-modal')?.shadowRoot?.querySelector('h2')?.textContent,
    dir: document
      .querySelector('latch-modal')
      ?.shadowRoot?.querySelector('[role="dialog"]')
      ?.getAttribute('dir'),
  })
  return { latch, shown }
}

// behaviour.md §20: the modal's language.
describe('locale', () => {
  it('is English by default, with nothing to load', async () => {
    const { shown } = await render(undefined)
    await until(() => shown().title === 'Connect Wallet')
    expect(shown().button).toBe('Connect Wallet')
  })

  it('loads a locale before the dialog shows and speaks it', async () => {
    const { shown } = await render('fr-CA')
    await until(() => Boolean(shown().title))
    expect(shown()).toMatchObject({
      button: 'Connecter un portefeuille',
      title: 'Connecter un portefeuille',
    })
  })

  it('lays Arabic out right to left', async () => {
    const { shown } = await render('ar')
    await until(() => shown().title === 'ربط المحفظة')
    expect(shown().dir).toBe('rtl')
  })

  it('follows the browser with auto, and changes at run time without a reload', async () => {
    const { latch, shown } = await render('auto')
    // jsdom's browser says en-US.
    await until(() => shown().title === 'Connect Wallet')
    await act(async () => setLocale(latch, 'fr'))
    await until(() => shown().title === 'Connecter un portefeuille')
    await act(async () => setLocale(latch, 'en'))
    await until(() => shown().title === 'Connect Wallet')
    // The next language replaces English once loaded, never the one before it.
    await act(async () => setLocale(latch, 'ja'))
    expect(shown().title).toBe('Connect Wallet')
    await until(() => shown().title === 'ウォレットを接続')
  })

  it('takes the app’s own wording of any string in any locale', async () => {
    const { shown } = await render('fr', {
      fr: {
        connection: { connectWallet: 'Se connecter', titles: { Connect: 'Votre portefeuille' } },
      },
      en: { connection: { connectWallet: 'Log in' } },
    })
    await until(() => shown().title === 'Votre portefeuille')
    expect(shown().button).toBe('Se connecter')
  })

  it('takes overrides in English too, the rest staying English', async () => {
    const { shown } = await render(undefined, { en: { connection: { connectWallet: 'Log in' } } })
    await until(() => shown().title === 'Connect Wallet')
    expect(shown().button).toBe('Log in')
  })
})
