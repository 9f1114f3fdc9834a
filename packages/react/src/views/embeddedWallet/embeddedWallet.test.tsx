import { createLatch, type LatchFeature, type LatchOptions, openModal } from '@latch/core'
import { createTestAdapter, testAddress, testNetworks } from '@latch/core/testing'
import { within } from '@testing-library/react'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../../LatchProvider'
import { until } from '../../testing/until'
import { embeddedWallet } from './embeddedWallet'

const secureSite = { secureSiteUrl: 'http://127.0.0.1:8788', socials: ['google'] } as const

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

/** An app with one installed wallet, or connected through `connectorId`, and the features it lists. */
async function renderApp(parameters: {
  features?: readonly LatchFeature[]
  options?: Partial<LatchOptions>
  connectorId?: string
}) {
  const adapter = createTestAdapter({
    networks: testNetworks,
    connectors: [{ id: 'red', type: 'ANNOUNCED', name: 'Red Wallet', namespace: 'eip155' }],
  })
  if (parameters.connectorId)
    adapter.set({
      status: 'connected',
      address: testAddress,
      caipNetworkId: 'eip155:31337',
      connectorId: parameters.connectorId,
    })
  const latch = createLatch({
    networks: testNetworks,
    adapters: [adapter],
    metadata: { name: 'Test', description: '', url: 'http://localhost', icons: [] },
    storage: null,
    ...parameters.options,
    features: parameters.features,
  })
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () => root?.render(<LatchProvider latch={latch} />))
  const shadow = () => document.querySelector('latch-modal')?.shadowRoot
  // The dialog as the visitor reads it (the shadow root holds it, as a page's element would).
  const dialog = () => within(shadow()?.querySelector('[role=dialog]') as HTMLElement)
  return { latch, dialog }
}

describe('the embedded wallet, a feature an app lists', () => {
  it('listed: the Connect view starts with the e-mail field and the social logins, then the wallets', async () => {
    const { latch, dialog } = await renderApp({ features: [embeddedWallet(secureSite)] })
    await act(async () => openModal(latch))
    await until(() => Boolean(dialog().queryByRole('button', { name: /^Red Wallet/ })))
    const email = dialog().getByRole('textbox', { name: 'E-mail' })
    const google = dialog().getByRole('button', { name: 'Continue with Google' })
    const wallet = dialog().getByRole('button', { name: /^Red Wallet/ })
    // behaviour.md §1's order: e-mail, social, wallet.
    expect(email.compareDocumentPosition(google) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(google.compareDocumentPosition(wallet) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(latch.options.embeddedWallet).toEqual(secureSite)
  })

  it('More socials lists every social login the Connect view has, Farcaster too', async () => {
    const { latch, dialog } = await renderApp({
      features: [
        embeddedWallet({
          secureSiteUrl: secureSite.secureSiteUrl,
          socials: ['google', 'x', 'discord', 'github', 'apple'],
          farcaster: true,
        }),
      ],
    })
    await act(async () => openModal(latch))
    await until(() => Boolean(dialog().queryByRole('button', { name: 'More socials' })))
    expect(dialog().getByRole('button', { name: 'Continue with Farcaster' })).toBeTruthy()
    await act(async () => dialog().getByRole('button', { name: 'More socials' }).click())
    await until(() => Boolean(dialog().queryByRole('button', { name: 'Continue with Apple' })))
    expect(
      dialog()
        .getAllByRole('button', { name: /^Continue with / })
        .map((button) => button.textContent),
    ).toEqual([
      'GContinue with Google',
      'XContinue with X',
      'DContinue with Discord',
      'GContinue with GitHub',
      'AContinue with Apple',
      'FContinue with Farcaster',
    ])
  })

  it('not listed: no e-mail field and no social login, even with its options set', async () => {
    const { latch, dialog } = await renderApp({ options: { embeddedWallet: secureSite } })
    await act(async () => openModal(latch))
    await until(() => Boolean(dialog().queryByRole('button', { name: /^Red Wallet/ })))
    expect(dialog().queryByRole('textbox', { name: 'E-mail' })).toBeNull()
    expect(dialog().queryByRole('button', { name: 'Continue with Google' })).toBeNull()
    // Nor its slice: the store holds only what the listed features bring.
    expect('emailLogin' in latch.getState()).toBe(false)
  })

  it.each([
    ['listed', [embeddedWallet(secureSite)], true],
    ['not listed', [], false],
  ] as const)(
    '%s: the Account view of an e-mail login shows the e-mail and its actions',
    async (_, features, shown) => {
      const { latch, dialog } = await renderApp({
        features,
        options: { embeddedWallet: secureSite },
        connectorId: 'embedded',
      })
      act(() => latch.store.setState({ embeddedUser: { email: 'visitor@example.com' } }))
      await act(async () => openModal(latch))
      await until(() => Boolean(dialog().queryByRole('button', { name: 'Disconnect' })))
      expect(Boolean(dialog().queryByTitle('visitor@example.com'))).toBe(shown)
      expect(Boolean(dialog().queryByRole('button', { name: 'Change e-mail' }))).toBe(shown)
      expect(Boolean(dialog().queryByRole('button', { name: 'Export private key' }))).toBe(shown)
      expect(Boolean(dialog().queryByRole('button', { name: 'Sign out everywhere' }))).toBe(shown)
      // Passkeys are off unless the app turns them on.
      expect(dialog().queryByRole('button', { name: 'Add a passkey' })).toBeNull()
    },
  )

  it('passkeys on: the Connect view offers them after social, and a passkey user gets Add a passkey and Sign out everywhere', async () => {
    const withPasskeys = { ...secureSite, passkeys: true }
    const { latch, dialog } = await renderApp({ features: [embeddedWallet(withPasskeys)] })
    await act(async () => openModal(latch))
    await until(() => Boolean(dialog().queryByRole('button', { name: /^Red Wallet/ })))
    const google = dialog().getByRole('button', { name: 'Continue with Google' })
    const passkey = dialog().getByRole('button', { name: 'Continue with a passkey' })
    const wallet = dialog().getByRole('button', { name: /^Red Wallet/ })
    expect(dialog().getByRole('button', { name: 'Create a wallet with a passkey' })).toBeTruthy()
    expect(google.compareDocumentPosition(passkey) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(passkey.compareDocumentPosition(wallet) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()

    act(() => root?.unmount())
    document.body.innerHTML = ''
    // A passkey user has no e-mail: no e-mail actions, but the passkey's and the session's.
    const signedIn = await renderApp({
      features: [embeddedWallet(withPasskeys)],
      connectorId: 'embedded',
    })
    act(() => signedIn.latch.store.setState({ embeddedUser: { email: undefined } }))
    await act(async () => openModal(signedIn.latch))
    await until(() => Boolean(signedIn.dialog().queryByRole('button', { name: 'Disconnect' })))
    expect(signedIn.dialog().queryByRole('button', { name: 'Change e-mail' })).toBeNull()
    expect(signedIn.dialog().getByRole('button', { name: 'Add a passkey' })).toBeTruthy()
    expect(signedIn.dialog().getByRole('button', { name: 'Export private key' })).toBeTruthy()
    expect(signedIn.dialog().getByRole('button', { name: 'Sign out everywhere' })).toBeTruthy()
  })
})
