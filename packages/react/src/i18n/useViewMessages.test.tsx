import { createLatch, openModal } from '@latch/core'
import { createTestAdapter, testNetworks } from '@latch/core/testing'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton'
import { LatchProvider } from '../LatchProvider'
import { until } from '../testing/until'
import { enSend } from '../views/send/en'
import { en, type Messages } from './en'
import { sendViews } from './en/sendViews'
import { MessagesContext } from './MessagesContext'
import { useViewMessages } from './useViewMessages'

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

async function render(messages?: Messages) {
  const latch = createLatch({
    networks: testNetworks,
    adapters: [createTestAdapter({ networks: testNetworks, connectors: [] })],
    metadata: { name: 'Test', description: '', url: 'http://localhost', icons: [] },
    storage: null,
  })
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () =>
    root?.render(
      <LatchProvider latch={latch} messages={messages}>
        <ConnectButton />
      </LatchProvider>,
    ),
  )
  await act(async () => openModal(latch))
  const shadow = () => document.querySelector('latch-modal')?.shadowRoot
  // Until the view has settled: its title (the registry's chunk) and its rows (the view's chunk) are there.
  await until(() =>
    Boolean(shadow()?.querySelector('h2')?.textContent && shadow()?.querySelector('.connect-rows')),
  )
  return {
    button: container.querySelector('button')?.textContent,
    title: shadow()?.querySelector('h2')?.textContent,
    // What the view shows: its text, not its stylesheet's.
    view: [...(shadow()?.querySelector('.body > div')?.childNodes ?? [])]
      .filter((node) => node.nodeName !== 'STYLE')
      .map((node) => node.textContent)
      .join(''),
  }
}

describe('messages', () => {
  it('are English by default, the view’s own strings included', async () => {
    expect(await render()).toEqual({
      button: 'Connect Wallet',
      title: 'Connect Wallet',
      view: en.connection.noWallets,
    })
  })

  it('come from the app’s catalogue everywhere: button, title and the view', async () => {
    const french: Messages = {
      ...en,
      locale: 'fr-FR',
      connection: {
        ...en.connection,
        titles: { ...en.connection.titles, Connect: 'Connecter un portefeuille' },
        connectWallet: 'Connecter',
        noWallets: 'Aucun portefeuille trouvé.',
      },
    }
    expect(await render(french)).toEqual({
      button: 'Connecter',
      title: 'Connecter un portefeuille',
      view: 'Aucun portefeuille trouvé.',
    })
  })
})

describe("a listed feature's strings", () => {
  function Probe() {
    const messages = useViewMessages('send', sendViews)
    return (
      <p>
        {messages.connection.connectWallet} / {messages.send.titles.WalletSend}
      </p>
    )
  }
  async function text(messages?: Messages) {
    const container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    await act(async () =>
      root?.render(
        <MessagesContext.Provider value={messages}>
          <Probe />
        </MessagesContext.Provider>,
      ),
    )
    return container.textContent
  }

  it('are not in `en`: the feature brings them (`enSend`), and a catalogue adds them', async () => {
    expect('send' in en).toBe(false)
    expect(enSend).toBe(sendViews)
    const french: Messages = {
      ...en,
      connection: { ...en.connection, connectWallet: 'Connecter' },
      send: { ...enSend, titles: { ...enSend.titles, WalletSend: 'Envoyer' } },
    }
    expect(await text(french)).toBe('Connecter / Envoyer')
  })

  it('are English where the catalogue has none of the feature, its own strings kept', async () => {
    expect(
      await text({ ...en, connection: { ...en.connection, connectWallet: 'Connecter' } }),
    ).toBe('Connecter / Send')
    expect(await text()).toBe('Connect Wallet / Send')
  })
})
