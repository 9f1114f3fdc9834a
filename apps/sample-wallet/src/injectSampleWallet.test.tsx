import { bitcoinTestKey } from '@latch/devstack/bitcoinTestKeys'
import { solanaTestKey } from '@latch/devstack/solanaTestKeys'
import { address, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SampleBitcoinWallet } from './bitcoin/createBitcoinWallet'
import { injectSampleWallet } from './injectSampleWallet'
import type { SampleSolanaWallet } from './solana/createSolanaWallet'

afterEach(() => {
  document.body.innerHTML = ''
  localStorage.clear()
})

type Announcement = {
  info: { name: string; rdns: string; icon: string; uuid: string }
  provider: unknown
}

describe('injectSampleWallet', () => {
  it('announces itself through EIP-6963, again on request', () => {
    const announced: Announcement[] = []
    const listener = (event: Event) => announced.push((event as CustomEvent<Announcement>).detail)
    window.addEventListener('eip6963:announceProvider', listener)
    const wallet = injectSampleWallet()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    window.removeEventListener('eip6963:announceProvider', listener)
    wallet.remove()
    expect(announced).toHaveLength(2)
    expect(announced[0]?.info).toMatchObject({
      name: 'Latch Sample Wallet',
      rdns: 'dev.latch.samplewallet',
    })
    expect(announced[0]?.info.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(announced[0]?.provider).toBe(wallet.provider)
    expect(Object.isFrozen(announced[0])).toBe(true)
  })

  it('its control panel drives the wallet and shows its state', () => {
    const wallet = injectSampleWallet()
    const root = document.querySelector('[data-latch-sample-wallet]')?.shadowRoot
    const region = root?.querySelector('[role=region]')
    expect(region?.getAttribute('aria-label')).toBe('Sample wallet controls')
    const [reject, answer4902] = [
      ...(root?.querySelectorAll<HTMLInputElement>('input[type=checkbox]') ?? []),
    ]
    expect(answer4902?.checked).toBe(true)
    reject?.click()
    expect(wallet.controls.getState().rejectRequests).toBe(true)
    const chainInput = root?.querySelector<HTMLInputElement>('input[type=number]')
    if (chainInput) chainInput.value = '999'
    const move = [...(root?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent === 'Move wallet to chain',
    )
    move?.click()
    expect(wallet.controls.getState().chainId).toBe(999)
    expect(root?.querySelector('.status')?.textContent).toContain('chain 999')
    wallet.controls.setRejectRequests(false)
    expect(reject?.checked).toBe(false)
    wallet.remove()
    expect(document.querySelector('[data-latch-sample-wallet]')).toBeNull()
  })

  it('sets window.ethereum only when asked, and takes it away on removal', () => {
    const legacy = window as unknown as { ethereum?: unknown }
    const plain = injectSampleWallet({ controls: false })
    expect(legacy.ethereum).toBeUndefined()
    plain.remove()
    const wallet = injectSampleWallet({ controls: false, legacyWindowEthereum: true })
    expect(legacy.ethereum).toBe(wallet.provider)
    wallet.remove()
    expect(legacy.ethereum).toBeUndefined()
  })

  it('its 4902 and reset controls reach the wallet', async () => {
    const wallet = injectSampleWallet()
    const root = document.querySelector('[data-latch-sample-wallet]')?.shadowRoot
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const answer4902 = root?.querySelectorAll<HTMLInputElement>('input[type=checkbox]')[1]
    answer4902?.click()
    expect(wallet.controls.getState().answer4902).toBe(false)
    const accounts: unknown[] = []
    wallet.provider.on('accountsChanged', (value) => accounts.push(value))
    const reset = [...(root?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent === 'Reset wallet',
    )
    reset?.click()
    expect(accounts).toEqual([[]])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(root?.querySelector('[aria-live=polite]')?.textContent).toContain('not connected')
    wallet.remove()
  })

  it('remembers "Reject requests" across a reload', async () => {
    const first = injectSampleWallet()
    const reject = document
      .querySelector('[data-latch-sample-wallet]')
      ?.shadowRoot?.querySelector<HTMLInputElement>('input[type=checkbox]')
    reject?.click()
    first.remove()
    const second = injectSampleWallet()
    const rejectAgain = document
      .querySelector('[data-latch-sample-wallet]')
      ?.shadowRoot?.querySelector<HTMLInputElement>('input[type=checkbox]')
    expect(rejectAgain?.checked).toBe(true)
    await expect(second.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    })
    second.remove()
  })

  it('keeps its state in local storage across injections', async () => {
    const first = injectSampleWallet({ controls: false })
    await first.provider.request({ method: 'eth_requestAccounts' })
    first.remove()
    const second = injectSampleWallet({ controls: false })
    expect(await second.provider.request({ method: 'eth_accounts' })).toEqual([
      second.controls.address,
    ])
    second.remove()
  })

  describe('its Solana side', () => {
    // A fresh @wallet-standard/app module is a fresh app (it announces itself once, on its first getWallets()).
    async function standardWallets() {
      vi.resetModules()
      const { getWallets } = await import('@wallet-standard/app')
      return getWallets()
    }
    const solanaStatus = () =>
      document
        .querySelector('[data-latch-sample-wallet]')
        ?.shadowRoot?.querySelector('.status.solana')?.textContent

    it('registers through the Wallet Standard under the EIP-6963 name and icon, and leaves on removal', async () => {
      const wallet = injectSampleWallet({ controls: false })
      const apps = await standardWallets()
      const found = apps.get().filter((w: Wallet) => w.name === wallet.info.name)
      // One wallet, a Wallet Standard entry per namespace under one name: Latch lists them as one.
      expect(found).toEqual([wallet.solana.wallet, wallet.bitcoin.wallet])
      expect(found.map((w: Wallet) => w.icon)).toEqual([wallet.info.icon, wallet.info.icon])
      expect(found[0]?.chains).toEqual(['solana:localnet', 'solana:devnet', 'solana:mainnet'])
      expect(found[1]?.chains).toEqual(['bitcoin:regtest'])
      wallet.remove()
      expect(apps.get()).not.toContain(wallet.solana.wallet)
      expect(apps.get()).not.toContain(wallet.bitcoin.wallet)
    })

    it('uses Solana test key #1 unless told, and shows its address in the panel', () => {
      const wallet = injectSampleWallet()
      const { address } = solanaTestKey(1)
      expect(wallet.solana.address).toBe(address)
      expect(solanaStatus()).toBe(
        `Solana ${address.slice(0, 4)}…${address.slice(-4)} · not connected`,
      )
      wallet.remove()
      const other = injectSampleWallet({ controls: false, solanaAccountIndex: 3 })
      expect(other.solana.address).toBe(solanaTestKey(3).address)
      other.remove()
    })

    it('follows "Reject requests" and the panel shows the connection', async () => {
      const wallet = injectSampleWallet()
      const solana = wallet.solana.wallet as SampleSolanaWallet
      const reject = document
        .querySelector('[data-latch-sample-wallet]')
        ?.shadowRoot?.querySelector<HTMLInputElement>('input[type=checkbox]')
      reject?.click()
      await expect(solana.features['standard:connect'].connect()).rejects.toMatchObject({
        code: 4001,
        message: 'User rejected the request.',
      })
      reject?.click()
      const [account] = (await solana.features['standard:connect'].connect()).accounts
      expect(solanaStatus()).toContain('· connected to this page')
      // The page's WebCrypto signs (Ed25519), as Chromium's does in the e2e.
      const message = new TextEncoder().encode('hello from the page')
      const [signed] = await solana.features['solana:signMessage'].signMessage({
        account: account as WalletAccount,
        message,
      })
      expect(
        await verifySignature(
          await getPublicKeyFromAddress(address(wallet.solana.address)),
          signed?.signature as SignatureBytes,
          message,
        ),
      ).toBe(true)
      // The EVM line is its own: that side is not connected.
      expect(
        document.querySelector('[data-latch-sample-wallet]')?.shadowRoot?.querySelector('.status')
          ?.textContent,
      ).toContain('not connected')
      wallet.remove()
    })

    it('stays connected across a reload (local storage), until the panel resets the wallet', async () => {
      const first = injectSampleWallet({ controls: false })
      await (first.solana.wallet as SampleSolanaWallet).features['standard:connect'].connect()
      first.remove()

      const second = injectSampleWallet()
      const solana = second.solana.wallet as SampleSolanaWallet
      expect(solana.accounts.map((account) => account.address)).toEqual([second.solana.address])
      expect(solanaStatus()).toContain('· connected to this page')
      const changes: unknown[] = []
      solana.features['standard:events'].on('change', ({ accounts }) => changes.push(accounts))
      const reset = [
        ...(document
          .querySelector('[data-latch-sample-wallet]')
          ?.shadowRoot?.querySelectorAll('button') ?? []),
      ].find((b) => b.textContent === 'Reset wallet')
      reset?.click()
      expect(changes).toEqual([[]])
      expect(solanaStatus()).toContain('· not connected')
      second.remove()
    })
  })

  describe('its Bitcoin side', () => {
    const bitcoinStatus = () =>
      document
        .querySelector('[data-latch-sample-wallet]')
        ?.shadowRoot?.querySelector('.status.bitcoin')?.textContent

    it('holds test key #1 unless told, follows "Reject requests", and the panel shows the connection', async () => {
      const wallet = injectSampleWallet()
      const { payment, ordinal } = bitcoinTestKey(1)
      expect(wallet.bitcoin).toMatchObject({ payment: payment.address, ordinal: ordinal.address })
      expect(bitcoinStatus()).toBe('Bitcoin · not connected')
      const bitcoin = wallet.bitcoin.wallet as SampleBitcoinWallet
      const reject = document
        .querySelector('[data-latch-sample-wallet]')
        ?.shadowRoot?.querySelector<HTMLInputElement>('input[type=checkbox]')
      reject?.click()
      await expect(
        bitcoin.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] }),
      ).rejects.toMatchObject({ code: 4001 })
      reject?.click()
      await bitcoin.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
      expect(bitcoinStatus()).toBe(
        `Bitcoin ${payment.address.slice(0, 6)}…${payment.address.slice(-4)} · connected to this page`,
      )
      // Its own line: the Solana side stays as it was.
      expect(
        document
          .querySelector('[data-latch-sample-wallet]')
          ?.shadowRoot?.querySelector('.status.solana')?.textContent,
      ).toContain('not connected')
      wallet.remove()
      const other = injectSampleWallet({ controls: false, bitcoinKeyIndex: 4 })
      expect(other.bitcoin.payment).toBe(bitcoinTestKey(4).payment.address)
      other.remove()
    })
  })
})
