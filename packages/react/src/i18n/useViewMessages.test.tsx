import { createLatch, openModal } from '@latch/core'
import { createTestAdapter, testNetworks } from '@latch/core/testing'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton'
import { LatchProvider } from '../LatchProvider'
import { en, type Messages } from './en'

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
  await act(() => import('../views/connection/ConnectView'))
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
  const shadow = document.querySelector('latch-modal')?.shadowRoot
  return {
    button: container.querySelector('button')?.textContent,
    title: shadow?.querySelector('h2')?.textContent,
    // What the view shows: its text, not its stylesheet's.
    view: [...(shadow?.querySelector('.body > div')?.childNodes ?? [])]
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
