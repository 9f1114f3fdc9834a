import { openModal, type ViewName } from '@latch/core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../LatchProvider'
import { latchWithoutWallets } from '../testing/latchWithoutWallets'
import { until } from '../testing/until'
import { send } from '../views/send/send'
import { loadRegistry, registeredView } from './viewRegistry'

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

/** A name from outside the types (storage, an app's JavaScript), as the registry may be asked. */
const untyped = (name: unknown) => name as ViewName

// The views an instance has are the ones its features registered: no static list of names.
describe('the view registry', () => {
  it('knows the views of the features every app has, and nothing else', async () => {
    const latch = latchWithoutWallets()
    await loadRegistry(latch)
    expect(registeredView(latch, 'Account')).toBeDefined()
    expect(registeredView(latch, 'UnsupportedChain')).toBeDefined()
    expect(registeredView(latch, untyped('account'))).toBeUndefined()
    expect(registeredView(latch, untyped(undefined))).toBeUndefined()
    // Send's views only come with send.
    expect(registeredView(latch, 'WalletSend')).toBeUndefined()
  })

  it('knows the views of a feature the app lists', async () => {
    const latch = latchWithoutWallets([send()])
    await loadRegistry(latch)
    expect(registeredView(latch, 'WalletSend')).toBeDefined()
    expect(registeredView(latch, 'WalletSendPreview')).toBeDefined()
  })

  it('a view the app does not have, asked of openModal, shows the start view instead', async () => {
    const latch = latchWithoutWallets()
    const container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    await act(async () => root?.render(<LatchProvider latch={latch} />))
    act(() => openModal(latch, { view: 'WalletSend' }))
    const title = () =>
      document.querySelector('latch-modal')?.shadowRoot?.querySelector('h2')?.textContent
    await until(() => title() === 'Connect Wallet')
    expect(latch.getState().history).toEqual([{ view: 'Connect' }])
  })
})
