import { renderControls } from './controls/renderControls'
import { createSampleProvider, type SampleProviderOptions } from './createSampleProvider'
import { sampleWalletIcon } from './sampleWalletIcon'
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
 * `eip6963:requestProvider`, state kept in local storage, with its control panel on the page.
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
  const legacy = window as unknown as { ethereum?: unknown }
  // Like an extension that yields to one injected before it.
  const ownsWindowEthereum = options.legacyWindowEthereum === true && legacy.ethereum === undefined
  if (ownsWindowEthereum) legacy.ethereum = provider
  const removeControls = options.controls === false ? () => {} : renderControls(provider, info.name)

  return {
    provider,
    info,
    controls: provider.controls,
    remove() {
      window.removeEventListener('eip6963:requestProvider', announce)
      removeControls()
      if (ownsWindowEthereum && legacy.ethereum === provider) delete legacy.ethereum
    },
  }
}

export type SampleWallet = ReturnType<typeof injectSampleWallet>
