import type { WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import { ProviderRpcError, providerErrorCodes } from './providerError'
import { connectInput, parseInput } from './solana/solanaFeatureInputs'
import type { WalletState } from './walletState'

export type StandardSideOptions = {
  store: {
    getState(): WalletState
    subscribe(listener: (state: WalletState) => void): () => void
  }
  /** Where the side keeps its authorization in the saved state (each side is authorized on its own). */
  isAuthorized(state: WalletState): boolean
  setAuthorized(authorized: boolean): void
  /**
   * The side's accounts when the dapp is authorized: called once, on first need, so a side whose keys cost time
   * to derive (Bitcoin's PBKDF2 and BIP-32) derives them only when a dapp uses it.
   */
  accounts: () => readonly WalletAccount[]
}

/**
 * What the sample wallet's Wallet Standard sides (Solana, Bitcoin) share: their authorization in the one saved
 * state, the `change` events that follow from it, `standard:connect` (its silent form never prompts),
 * `standard:disconnect`, and the "Reject requests" switch.
 */
export function createStandardSide(options: StandardSideOptions) {
  const { store, isAuthorized, setAuthorized } = options
  // The same arrays each time, so an app comparing snapshots sees a change only when there is one.
  let withAccounts: readonly WalletAccount[] | undefined
  const noAccounts: readonly WalletAccount[] = Object.freeze([])
  const authorized = () => isAuthorized(store.getState())
  const accounts = () => {
    if (!authorized()) return noAccounts
    withAccounts ??= Object.freeze([...options.accounts()])
    return withAccounts
  }

  const changeListeners = new Set<StandardEventsListeners['change']>()
  let wasAuthorized = authorized()
  // Connect, disconnect, sign-in and the panel's reset all land in the state; the event follows from it.
  const dispose = store.subscribe((state) => {
    if (isAuthorized(state) === wasAuthorized) return
    wasAuthorized = isAuthorized(state)
    for (const listener of [...changeListeners]) {
      try {
        listener({ accounts: accounts() })
      } catch {
        // A dapp's listener that throws must not stop the others.
      }
    }
  })

  function approve() {
    // Phantom's shape, which dapps test for: an Error with code 4001.
    if (store.getState().rejectRequests)
      throw new ProviderRpcError(providerErrorCodes.userRejected, 'User rejected the request.')
  }
  function requireAuthorized() {
    if (!authorized())
      throw new ProviderRpcError(providerErrorCodes.unauthorized, 'The dapp is not authorized')
  }
  /** Authorizes the dapp behind one approval, unless it already is. */
  function authorize() {
    if (authorized()) return
    approve()
    setAuthorized(true)
  }

  const features: StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        const { silent } = parseInput('standard:connect', connectInput, input) ?? {}
        // Silent: what an app asks on load to restore a session; it never prompts.
        if (silent && !authorized()) return { accounts: [] }
        authorize()
        return { accounts: accounts() }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        setAuthorized(false)
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(event, listener) {
        if (event !== 'change') return () => {}
        const change = listener as StandardEventsListeners['change']
        changeListeners.add(change)
        return () => void changeListeners.delete(change)
      },
    },
  }

  return { features, accounts, approve, authorize, requireAuthorized, dispose }
}
