import type { Latch } from '../createLatch'
import type { EmbeddedWalletPort } from './EmbeddedWalletPort'
import { embeddedFrameOf } from './embeddedFrame'
import { EMBEDDED_WALLET_CONNECTOR_ID } from './embeddedWalletConnectorId'
import { createEmbeddedWalletHolders, namespaceOfChainId } from './embeddedWalletHolders'
import { SOCIAL_RETURN_PARAM } from './socialRedirectProvider'

/**
 * The key of the saved "signed in by e-mail or social" flag (behaviour.md §3's local storage: the e-mail-login flag).
 */
const SIGNED_IN_KEY = 'latch.embeddedWallet'

/**
 * The embedded wallet as adapters see it: each call goes to the secure site's frame. `isConnected` loads the frame
 * only when this browser signed in before, so a visitor who never chose e-mail or social never loads it.
 */
export function createEmbeddedWalletPort(
  latch: Latch,
  /** The adapters listing the embedded connector (the feature's setup asked them). */
  enabled: () => ReadonlyArray<Promise<unknown> | undefined> = () => [],
): EmbeddedWalletPort {
  // Back from a redirect-mode social login (`?latch_social=`): its completion is a chunk of its own, loaded only
  // then. It takes the code out of the URL first, so a second setup of the instance finds nothing to finish.
  if (globalThis.location?.search.includes(`${SOCIAL_RETURN_PARAM}=`))
    void import('./completeSocialRedirect').then((module) =>
      module.completeSocialRedirect(enabled())(latch),
    )
  const frame = () => embeddedFrameOf(latch).client()
  const holders = createEmbeddedWalletHolders()
  return {
    connectorId: EMBEDDED_WALLET_CONNECTOR_ID,
    async getUser({ chainId }) {
      const user = await (await frame()).request('GET_USER', { chainId })
      latch.store.setState({
        embeddedUser: { email: user.email ?? undefined },
        preferredAccountType: user.preferredAccountType ?? 'eoa',
        smartAccountDeployed: user.smartAccountDeployed,
      })
      rememberSignedIn(true)
      const namespace = namespaceOfChainId(
        user.chainId,
        latch.adapters.map((adapter) => adapter.descriptor),
      )
      if (namespace) holders.hold(namespace)
      // As the frame answered it (EVM's may be '1' or '0x1'): each namespace's side reads its own.
      return { address: user.address, chainId: user.chainId }
    },
    async isConnected() {
      if (!wasSignedIn()) return false
      const { isConnected } = await (await frame()).request('IS_CONNECTED')
      if (!isConnected) rememberSignedIn(false)
      return isConnected
    },
    async request({ method, params, chainId }) {
      const result = await (await frame()).request('RPC_REQUEST', { method, params, chainId })
      // A smart account's first sent operation deploys it (spec §3 `smartAccountDeployed`): read it again then.
      const state = latch.getState()
      if (state.preferredAccountType === 'smartAccount' && state.smartAccountDeployed === false)
        void this.getUser({ chainId }).catch(() => undefined)
      return result
    },
    onUserUpdate(listener) {
      let stop: (() => void) | undefined
      let stopped = false
      // Listening needs the frame, which loads only once the embedded wallet is used: no frame, no update.
      void frame()
        .then((client) => {
          if (stopped) return
          stop = client.on('USER_UPDATE', (user) =>
            listener({ address: user.address, chainId: user.chainId }),
          )
        })
        .catch(() => undefined)
      return () => {
        stopped = true
        stop?.()
      }
    },
    async switchNetwork(chainId) {
      await (await frame()).request('SWITCH_NETWORK', { chainId })
    },
    async signOut({ namespace } = {}) {
      if (!holders.release(namespace)) return
      rememberSignedIn(false)
      latch.store.setState({
        embeddedUser: undefined,
        preferredAccountType: 'eoa',
        smartAccountDeployed: undefined,
      })
      await (await frame()).request('SIGN_OUT').catch(() => undefined)
    },
  }
}

function wasSignedIn(): boolean {
  try {
    return globalThis.localStorage?.getItem(SIGNED_IN_KEY) === '1'
  } catch {
    return false
  }
}

function rememberSignedIn(value: boolean) {
  try {
    if (value) globalThis.localStorage?.setItem(SIGNED_IN_KEY, '1')
    else globalThis.localStorage?.removeItem(SIGNED_IN_KEY)
  } catch {
    // A storage the browser refuses: the next visit asks for a login again.
  }
}
