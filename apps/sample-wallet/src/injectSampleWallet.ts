import { createBitcoinWallet } from './bitcoin/createBitcoinWallet'
import { renderControls } from './controls/renderControls'
import { createSampleProvider, type SampleProviderOptions } from './createSampleProvider'
import { sampleWalletIcon } from './sampleWalletIcon'
import { createSolanaWallet } from './solana/createSolanaWallet'
import { registerStandardWallet } from './solana/registerStandardWallet'
import type { SolanaWalletChain } from './solana/solanaWalletChains'
import { uuidV4 } from './uuidV4'
import { memoryStorage, type StorageLike } from './walletState'

export type InjectSampleWalletOptions = SampleProviderOptions & {
  name?: string
  rdns?: string
  icon?: string
  /** Also set `window.ethereum`, as older extensions do. */
  legacyWindowEthereum?: boolean
  /** Render the control panel. */
  controls?: boolean
  /** Solana test key (0–9) of its Wallet Standard side; #1, like the EVM account. */
  solanaAccountIndex?: number
  /** Where its Solana side sends transactions, per chain (`solana:localnet`: the dev stack's 127.0.0.1:8899). */
  solanaRpcUrls?: Partial<Record<SolanaWalletChain, string>>
  /** Bitcoin test key (0–9) of its Wallet Standard Bitcoin side (payment and ordinal accounts); #1. */
  bitcoinKeyIndex?: number
}

/** The page's local storage, or memory where the page may not use it (opaque origins, sandboxes). */
function pageStorage(): StorageLike {
  try {
    return window.localStorage
  } catch {
    return memoryStorage()
  }
}

/**
 * Injects the sample wallet the way an extension does: announced through EIP-6963 now and on every
 * `eip6963:requestProvider`, and its Solana and Bitcoin sides through the Wallet Standard under the same name and
 * icon (one wallet, three namespaces); state kept in local storage, with its control panel on the page.
 */
export function injectSampleWallet(options: InjectSampleWalletOptions = {}) {
  const provider = createSampleProvider({ storage: pageStorage(), ...options })
  const info = Object.freeze({
    uuid: uuidV4(),
    name: options.name ?? 'Latch Sample Wallet',
    icon: options.icon ?? sampleWalletIcon,
    rdns: options.rdns ?? 'dev.latch.samplewallet',
  })
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  const solana = createSolanaWallet({
    store: provider.controls,
    name: info.name,
    icon: info.icon,
    accountIndex: options.solanaAccountIndex,
    rpcUrls: options.solanaRpcUrls,
  })
  const unregisterSolana = registerStandardWallet(solana.wallet)
  const bitcoin = createBitcoinWallet({
    store: provider.controls,
    name: info.name,
    icon: info.icon,
    keyIndex: options.bitcoinKeyIndex,
  })
  const unregisterBitcoin = registerStandardWallet(bitcoin.wallet)
  const legacy = window as unknown as { ethereum?: unknown }
  // Like an extension that yields to one injected before it.
  const ownsWindowEthereum = options.legacyWindowEthereum === true && legacy.ethereum === undefined
  if (ownsWindowEthereum) legacy.ethereum = provider
  const removeControls =
    options.controls === false
      ? () => {}
      : renderControls(provider, info.name, solana.address, () => bitcoin.payment)

  return {
    provider,
    info,
    controls: provider.controls,
    /** The Wallet Standard side: the wallet object apps get, and its account's address. */
    solana: { wallet: solana.wallet, address: solana.address },
    /** The Bitcoin side: its wallet object, payment (P2WPKH) and ordinal (P2TR) addresses. */
    bitcoin: {
      wallet: bitcoin.wallet,
      get payment() {
        return bitcoin.payment
      },
      get ordinal() {
        return bitcoin.ordinal
      },
    },
    remove() {
      window.removeEventListener('eip6963:requestProvider', announce)
      unregisterSolana()
      solana.dispose()
      unregisterBitcoin()
      bitcoin.dispose()
      removeControls()
      if (ownsWindowEthereum && legacy.ethereum === provider) delete legacy.ethereum
    },
  }
}

export type SampleWallet = ReturnType<typeof injectSampleWallet>
