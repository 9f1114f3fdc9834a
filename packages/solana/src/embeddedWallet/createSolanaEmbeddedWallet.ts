import type { EmbeddedWalletPort, Network } from '@latch/core'
import { getAddressEncoder, address as toAddress } from '@solana/kit'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature } from '@wallet-standard/features'
import type { SolanaWalletChain } from '../networks/walletStandardChain'
import type { StandardWallet } from '../walletStandard/parseStandardWallet'
import {
  changeEvents,
  requestChainOf,
  requestSigningFeatures,
  walletError,
} from '../walletStandard/requestWalletFeatures'
import type { SolanaWalletConnectRequest } from '../walletStandard/solanaWalletConnectRequests'

export type SolanaEmbeddedWalletOptions = {
  port: EmbeddedWalletPort
  /** The app's Solana networks: the chains the account lists. */
  networks: readonly Network[]
  /** The adapter's `walletChains`: Wallet Standard chain names the adapter may hand a request, by CAIP-2 id. */
  walletChains?: Readonly<Record<string, SolanaWalletChain>> | undefined
  /** The CAIP-2 network of a request that names none (a message, the login): the adapter's active network. */
  activeNetwork: () => string
}

/** The embedded wallet's Solana side, as the adapter lists and drives it. */
export type SolanaEmbeddedWallet = {
  /** A Wallet Standard wallet over the port, so the adapter's signing and sending paths serve it unchanged. */
  listed: StandardWallet
}

/** The same name as the EVM side: core's list shows one "Email & Socials" wallet with a side per namespace. */
export const embeddedWalletName = 'Email & Socials'

/** An envelope (our own drawing), the EVM side's icon. */
const embeddedWalletIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#5b6475"/><rect x="6" y="9" width="20" height="14" rx="2" fill="#fff"/><path d="M7 10l9 7 9-7" fill="none" stroke="#5b6475" stroke-width="2"/></svg>',
)}` as WalletIcon

const signingFeatures = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

/** The secure site's "Reject": 4001, or its "User rejected the request." */
const isRejection = (code: unknown, text: string) => code === 4001 || /reject/i.test(text)

/**
 * The embedded wallet (e-mail and social login, behaviour.md §11) on Solana (behaviour.md §14): a Wallet Standard
 * wallet whose features go through core's port to the secure site, which holds the user's ed25519 key on the server and
 * asks the visitor on its approval screen. The requests are WalletConnect's Solana methods, which the server signs.
 * Its own chunk: nothing of it is in the first paint.
 */
export function createSolanaEmbeddedWallet(
  options: SolanaEmbeddedWalletOptions,
): SolanaEmbeddedWallet {
  const { port } = options
  const chains = options.networks.map((network) => network.caipNetworkId as `${string}:${string}`)
  let account: WalletAccount | undefined

  const accounts = (): readonly WalletAccount[] => (account ? [account] : [])
  const events = changeEvents(accounts)

  async function send(call: SolanaWalletConnectRequest, chain: string | undefined) {
    try {
      return await port.request({ ...call, chainId: requestChainOf(chain, options) })
    } catch (error) {
      throw walletError(error, isRejection)
    }
  }

  function ownAccount(requested: WalletAccount): string {
    if (!account || requested.address !== account.address)
      throw new Error(`${requested.address} is not the embedded wallet's Solana account`)
    return account.address
  }

  const features: StandardConnectFeature & StandardDisconnectFeature = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        // Silent (reconnect): only a session the secure site still holds, never a login.
        if (input?.silent && !(await port.isConnected().catch(() => false))) return { accounts: [] }
        const user = await port.getUser({ chainId: options.activeNetwork() })
        if (account?.address !== user.address)
          account = Object.freeze({
            address: user.address,
            publicKey: new Uint8Array(getAddressEncoder().encode(toAddress(user.address))),
            chains,
            features: signingFeatures,
          })
        events.announce()
        return { accounts: accounts() }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        account = undefined
        events.announce()
        // The secure site's session ends only when the EVM side does not hold it too (the port decides).
        await port.signOut({ namespace: 'solana' })
      },
    },
  }
  const signing = requestSigningFeatures({ send, ownAccount })

  const wallet: Wallet = {
    version: '1.0.0',
    name: embeddedWalletName,
    icon: embeddedWalletIcon,
    chains,
    features: { ...features, ...events.feature, ...signing } as unknown as Wallet['features'],
    get accounts() {
      return accounts()
    },
  }

  return {
    listed: {
      id: `${port.connectorId}:solana`,
      name: embeddedWalletName,
      icon: embeddedWalletIcon,
      wallet,
    },
  }
}
