import { createLatch, openModal } from '@latch/core'
import { createTestAdapter, testNetworks } from '@latch/core/testing'
import { act } from 'react'
import { expect, it } from 'vitest'
import { modalDialog, renderLatch } from '../../testing/renderLatch'
import { until } from '../../testing/until'
import { walletConnect as walletConnectFeature } from './walletConnect'

/** The Connect view's text for an app with a registry and a custom wallet, its adapter with or without WalletConnect. */
async function connectView(walletConnect: boolean, settled: string) {
  const adapter = createTestAdapter({ networks: testNetworks, connectors: [] })
  const { walletConnect: _, ...others } = adapter.capabilities ?? {}
  const latch = createLatch({
    networks: testNetworks,
    adapters: [{ ...adapter, capabilities: walletConnect ? adapter.capabilities : others }],
    metadata: { name: 'Test', description: '', url: 'http://localhost', icons: [] },
    storage: null,
    projectId: 'p',
    // Nothing answers here: the registry's first page fails, and the rows it would add are not the subject.
    features: [
      walletConnectFeature({
        registryUrl: 'http://127.0.0.1:9',
        customWallets: [
          { id: 'custom', name: 'Custom Wallet', webappLink: 'https://custom.example' },
        ],
      }),
    ],
  })
  await renderLatch(latch)
  act(() => openModal(latch))
  await until(() => modalDialog()?.querySelector('h2')?.textContent === 'Connect Wallet')
  // The view's sections come with its chunk: what the visitor sees once they are there.
  await until(() => modalDialog()?.textContent?.includes(settled) ?? false)
  return modalDialog()?.textContent ?? ''
}

// behaviour.md §14.7: the capability is the app's to list; without it nothing on the view pairs over WalletConnect.
it('lists the WalletConnect rows only when an adapter brings WalletConnect', async () => {
  const withIt = await connectView(true, 'All Wallets')
  expect(withIt).toContain('Custom Wallet')
  expect(withIt).toContain('All Wallets')
  document.body.innerHTML = ''
  const withoutIt = await connectView(false, 'No wallet found')
  expect(withoutIt).not.toContain('Custom Wallet')
  expect(withoutIt).not.toContain('All Wallets')
})
