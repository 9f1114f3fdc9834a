import type { Network, WalletConnectClient } from '@latch/core'
import { walletConnectIcon } from '@latch/core/walletConnect'
import { getAddressEncoder, address as toAddress } from '@solana/kit'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature } from '@wallet-standard/features'
import type UniversalProvider from '@walletconnect/universal-provider'
import type { SolanaWalletChain } from '../networks/walletStandardChain'
import type { StandardWallet } from '../walletStandard/parseStandardWallet'
import {
  changeEvents,
  requestChainOf,
  requestSigningFeatures,
  walletError,
} from '../walletStandard/requestWalletFeatures'
import type { SolanaWalletConnectRequest } from '../walletStandard/solanaWalletConnectRequests'
import { solanaNamespaceRequest } from './solanaNamespaceRequest'
import { solanaSessionAccounts, solanaSessionMethods } from './solanaSessionAccounts'
import { solanaWalletConnectConnectorId } from './solanaWalletConnectConnectorId'

export type SolanaWalletConnectOptions = {
  /** The instance's one WalletConnect client, shared by every namespace (behaviour.md §10.5). */
  client: WalletConnectClient
  /** The app's Solana networks: the chains a session asks for. */
  networks: readonly Network[]
  /** The adapter's `walletChains`: Wallet Standard chain names the adapter may hand a request, by CAIP-2 id. */
  walletChains?: Readonly<Record<string, SolanaWalletChain>> | undefined
  /** The CAIP-2 network of a request that names none (a message): the adapter's active network. */
  activeNetwork: () => string
}

/** Solana's WalletConnect side, as the adapter lists and drives it. */
export type SolanaWalletConnect = {
  /** A Wallet Standard wallet over the session, so the adapter's signing and sending paths serve it unchanged. */
  listed: StandardWallet
  /** Calls `listener` with each pairing URI the client creates (the QR code), until the returned stop. */
  onPairingUri(listener: (uri: string) => void): () => void
}

const signingFeatures = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

/** A wallet's refusal over WalletConnect: 4001, 5000 (user rejected), or words that say so. */
const isRejection = (code: unknown, text: string) =>
  code === 4001 || code === 5000 || /reject|denied|cancel/i.test(text)

/**
 * Solana over the `solana` part of the instance's one WalletConnect v2 session (`@walletconnect/universal-provider`,
 * the official client, shared by every namespace: behaviour.md §10.5), whose methods (WalletConnect's Solana
 * JSON-RPC reference) serve the Wallet Standard features the adapter already calls. This module is its own chunk
 * and the client loads on first use: none of it is in the first paint.
 */
export function createSolanaWalletConnect(
  options: SolanaWalletConnectOptions,
): SolanaWalletConnect {
  const request = solanaNamespaceRequest(options.networks)
  const shared = options.client
  let provider: Promise<UniversalProvider> | undefined
  let client: UniversalProvider | undefined

  function getProvider(): Promise<UniversalProvider> {
    provider ??= shared.provider().then((created) => {
      // The session changed (approved, updated, ended here or by the wallet): the accounts are read again.
      shared.onSessionChange(announceAccounts)
      created.on('accountsChanged', announceAccounts)
      client = created
      return created
    })
    provider.catch(() => {
      // A failed load is retried by the next use.
      provider = undefined
    })
    return provider
  }

  // One account object per address and chain list, so the adapter sees the same account until the session changes.
  let accountsCache: { key: string; accounts: readonly WalletAccount[] } = { key: '', accounts: [] }
  function accounts(): readonly WalletAccount[] {
    const parsed = client?.session ? solanaSessionAccounts(client.session.namespaces) : []
    const supported = signingFeatures.filter(
      (name) => name !== 'solana:signAndSendTransaction' || canSignAndSend(),
    )
    const key = JSON.stringify([parsed, supported])
    if (key === accountsCache.key) return accountsCache.accounts
    accountsCache = {
      key,
      accounts: Object.freeze(
        parsed.map(
          ({ address, chains }): WalletAccount =>
            Object.freeze({
              address,
              publicKey: new Uint8Array(getAddressEncoder().encode(toAddress(address))),
              chains,
              features: supported,
            }),
        ),
      ),
    }
    return accountsCache.accounts
  }

  const events = changeEvents(accounts)
  const announceAccounts = () => events.announce()

  /** A wallet that did not approve `solana_signAndSendTransaction` signs, and the adapter sends through its RPC. */
  function canSignAndSend(): boolean {
    return (
      !client?.session ||
      solanaSessionMethods(client.session.namespaces).includes('solana_signAndSendTransaction')
    )
  }

  async function send(call: SolanaWalletConnectRequest, chain: string | undefined) {
    const current = await getProvider()
    if (!current.session) throw new Error('No WalletConnect session')
    try {
      return await current.request(call, requestChainOf(chain, options))
    } catch (error) {
      throw walletError(error, isRejection)
    }
  }

  function ownAccount(account: WalletAccount): string {
    if (!accounts().some((each) => each.address === account.address))
      throw new Error(`${account.address} is not an account of the WalletConnect session`)
    return account.address
  }

  const features: StandardConnectFeature & StandardDisconnectFeature = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        const current = await getProvider()
        if (!current.session || !accounts().length) {
          // Silent: a reload restores a saved session, never pairs.
          if (input?.silent) return { accounts: [] }
          try {
            // Until a wallet answers, or the modal closes (the capability's abandon()).
            await shared.pair('solana')
          } catch (error) {
            throw walletError(error, isRejection)
          }
        }
        return { accounts: accounts() }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        await getProvider()
        // The one session ends, for every namespace in it (behaviour.md §10.5).
        await shared.disconnect()
        announceAccounts()
      },
    },
  }
  const { 'solana:signAndSendTransaction': signAndSendFeature, ...signing } =
    requestSigningFeatures({
      send,
      ownAccount,
    })
  const always = { ...features, ...events.feature, ...signing }
  const signAndSend = { 'solana:signAndSendTransaction': signAndSendFeature }

  const wallet: Wallet = {
    version: '1.0.0',
    name: 'WalletConnect',
    icon: walletConnectIcon as WalletIcon,
    chains: request.chains as `${string}:${string}`[],
    get features() {
      return (canSignAndSend() ? { ...always, ...signAndSend } : always) as Wallet['features']
    },
    get accounts() {
      return accounts()
    },
  }

  return {
    listed: {
      id: solanaWalletConnectConnectorId,
      name: 'WalletConnect',
      icon: walletConnectIcon,
      wallet,
    },
    onPairingUri: (listener) => shared.onPairingUri(listener),
  }
}
