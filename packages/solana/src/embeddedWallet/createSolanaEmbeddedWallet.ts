import type { EmbeddedWalletPort, Network } from '@latch/core'
import { getAddressEncoder, address as toAddress } from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import { type SolanaWalletChain, walletStandardChainOf } from '../networks/walletStandardChain'
import {
  parseSignatureResult,
  parseSignTransactionResult,
  type SolanaWalletConnectRequest,
  signAndSendTransactionRequest,
  signMessageRequest,
  signTransactionRequest,
} from '../walletConnect/solanaWalletConnectRequests'
import type { StandardWallet } from '../walletStandard/parseStandardWallet'

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

type Features = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/** The secure site's "Reject" as EIP-1193 4001 (what Latch reads as a rejection); anything else as it came. */
function walletError(error: unknown): unknown {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  const text = typeof message === 'string' ? message : String(error)
  if (code === 4001 || /reject/i.test(text))
    return Object.assign(new Error(text || 'User rejected the request.', { cause: error }), {
      code: 4001,
    })
  return error instanceof Error ? error : Object.assign(new Error(text), { cause: error })
}

/**
 * The embedded wallet (e-mail and social login, issue 11) on Solana (issue 14): a Wallet Standard wallet whose
 * features go through core's port to the secure site, which holds the user's ed25519 key on the server and asks
 * the visitor on its approval screen. The requests are WalletConnect's Solana methods, which the server signs.
 * Its own chunk: nothing of it is in the first paint.
 */
export function createSolanaEmbeddedWallet(
  options: SolanaEmbeddedWalletOptions,
): SolanaEmbeddedWallet {
  const { port } = options
  const changeListeners = new Set<StandardEventsListeners['change']>()
  const chains = options.networks.map((network) => network.caipNetworkId as `${string}:${string}`)
  let account: WalletAccount | undefined

  const accounts = (): readonly WalletAccount[] => (account ? [account] : [])

  function announce() {
    for (const listener of [...changeListeners]) {
      try {
        listener({ accounts: accounts() })
      } catch {
        // One listener's failure must not stop the others.
      }
    }
  }

  /** The CAIP-2 chain of a request: the network the adapter names (by either of its ids), else the active one. */
  function caipChainOf(chain: string | undefined): string {
    if (chain === undefined) return options.activeNetwork()
    const network = options.networks.find(
      (each) =>
        each.caipNetworkId === chain ||
        walletStandardChainOf(each.caipNetworkId, options.walletChains) === chain,
    )
    if (!network) throw new Error(`${chain} is not one of this app's Solana networks`)
    return network.caipNetworkId
  }

  async function send(call: SolanaWalletConnectRequest, chain: string | undefined) {
    try {
      return await port.request({ ...call, chainId: caipChainOf(chain) })
    } catch (error) {
      throw walletError(error)
    }
  }

  function ownAccount(requested: WalletAccount): string {
    if (!account || requested.address !== account.address)
      throw new Error(`${requested.address} is not the embedded wallet's Solana account`)
    return account.address
  }

  const features: Features = {
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
        announce()
        return { accounts: accounts() }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        account = undefined
        announce()
        // The secure site's session ends only when the EVM side does not hold it too (the port decides).
        await port.signOut({ namespace: 'solana' })
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
    'solana:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs) {
        const outputs = []
        for (const { account: requested, message } of inputs) {
          const result = await send(signMessageRequest(message, ownAccount(requested)), undefined)
          outputs.push({
            signedMessage: message,
            signature: parseSignatureResult(result),
            signatureType: 'ed25519' as const,
          })
        }
        return outputs
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs) {
        const outputs = []
        for (const { account: requested, transaction, chain } of inputs) {
          const signer = ownAccount(requested)
          const result = await send(signTransactionRequest(transaction), chain)
          outputs.push({
            signedTransaction: parseSignTransactionResult(result, transaction, signer),
          })
        }
        return outputs
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs) {
        const outputs = []
        // One after another: a later transaction may depend on an earlier one.
        for (const { account: requested, transaction, chain, options: sendOptions } of inputs) {
          ownAccount(requested)
          const result = await send(signAndSendTransactionRequest(transaction, sendOptions), chain)
          outputs.push({ signature: parseSignatureResult(result) })
        }
        return outputs
      },
    },
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: embeddedWalletName,
    icon: embeddedWalletIcon,
    chains,
    features: features as unknown as Wallet['features'],
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
