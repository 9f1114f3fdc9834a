import type { Network, WalletConnectClient } from '@latch/core'
import { walletConnectIcon } from '@latch/core/walletConnect'
import type { StandardWallet } from '@latch/core/walletStandard'
import { base64, hex } from '@scure/base'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import type UniversalProvider from '@walletconnect/universal-provider'
import { decodeBitcoinAddress } from '../addresses/decodeBitcoinAddress'
import { caipNetworkIdOfWalletChain, knownBitcoinChains } from '../networks/walletStandardChain'
import type {
  BitcoinAddressPurpose,
  BitcoinConnectFeature,
  BitcoinSignMessageFeature,
  BitcoinSignTransactionFeature,
} from '../walletStandard/bitcoinFeatures'
import { bitcoinSessionAccounts } from './bitcoinSessionAccounts'
import { bitcoinWalletConnectConnectorId } from './bitcoinWalletConnectConnectorId'

export type BitcoinWalletConnectOptions = {
  /** The instance's one WalletConnect client, shared by every namespace (behaviour.md §10.5). */
  client: WalletConnectClient
  /** The app's Bitcoin networks: the chains a session asks for. */
  networks: readonly Network[]
  /** The CAIP-2 network of a request that names none (a message): the adapter's active network. */
  activeNetwork: () => Network
}

/** Bitcoin's WalletConnect side, as the adapter lists it. */
export type BitcoinWalletConnect = {
  /** A Wallet Standard wallet over the session, so the adapter's signing and sending paths serve it unchanged. */
  listed: StandardWallet
  /** Calls `listener` with each pairing URI the client creates (the QR code), until the returned stop. */
  onPairingUri(listener: (uri: string) => void): () => void
}

const signingFeatures = ['bitcoin:signMessage', 'bitcoin:signTransaction'] as const

type Features = BitcoinConnectFeature &
  BitcoinSignMessageFeature &
  BitcoinSignTransactionFeature &
  StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature

/** A session's account, with the purpose it holds (as bitcoin-wallet-standard wallets state it). */
type SessionAccount = WalletAccount & { readonly purpose: BitcoinAddressPurpose }

/** A wallet's refusal over WalletConnect: 4001, 5000 (user rejected), or words that say so. */
function walletError(error: unknown): Error {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  const text = typeof message === 'string' ? message : String(error)
  if (code === 4001 || code === 5000 || /reject|denied|cancel/i.test(text))
    return Object.assign(new Error(text || 'User rejected the request.', { cause: error }), {
      code: 4001,
    })
  return error instanceof Error ? error : new Error(text, { cause: error })
}

/** A signature as the reference gives it (hex), or in base64 as some wallets answer. */
function signatureBytes(value: unknown): Uint8Array {
  if (typeof value !== 'string' || value.length === 0 || value.length > 16_384)
    throw new Error('The wallet answered no signature')
  if (/^(?:[0-9a-fA-F]{2})+$/.test(value)) return hex.decode(value.toLowerCase())
  return base64.decode(value)
}

/**
 * Bitcoin over the `bip122` part of the instance's one WalletConnect session (`@walletconnect/universal-provider`,
 * the official client, shared by every namespace: behaviour.md §10.5), wrapped as a Wallet Standard wallet with the
 * Bitcoin features the adapter already calls, served by the methods of WalletConnect's Bitcoin JSON-RPC reference:
 * `signMessage` (BIP-322, hex signature), `signPsbt` (base64 PSBTs), `getAccountAddresses` (the ordinal address
 * when the session lists none). The session's accounts are the payment one, then the ordinal one (P2TR). This
 * module is its own chunk and the client loads on first use: none of it is in the first paint.
 */
export function createBitcoinWalletConnect(
  options: BitcoinWalletConnectOptions,
): BitcoinWalletConnect {
  const shared = options.client
  const chains = options.networks
    .filter((network) => network.chainNamespace === 'bip122')
    .map((network) => network.caipNetworkId)
  let provider: Promise<UniversalProvider> | undefined
  let client: UniversalProvider | undefined
  /** An ordinal address the wallet answered to `getAccountAddresses`, for a session that lists only payment. */
  let askedOrdinal: { topic: string; address: string; chain: `bip122:${string}` } | undefined

  function getProvider(): Promise<UniversalProvider> {
    provider ??= shared.provider().then((created) => {
      // The session changed (approved, updated, ended here or by the wallet): the accounts are read again.
      shared.onSessionChange(announce)
      client = created
      return created
    })
    provider.catch(() => {
      // A failed load is retried by the next use.
      provider = undefined
    })
    return provider
  }

  const purposeOf = (address: string, chain: string): BitcoinAddressPurpose => {
    const format = knownBitcoinChains[chain]?.format
    return format && decodeBitcoinAddress(address, format) === 'p2tr' ? 'ordinals' : 'payment'
  }

  // One account object per address, purpose and chain list, so the adapter sees the same account until the
  // session changes.
  let accountsCache: { key: string; accounts: readonly SessionAccount[] } = {
    key: '',
    accounts: [],
  }
  function accounts(): readonly SessionAccount[] {
    const session = client?.session
    const parsed = session
      ? bitcoinSessionAccounts(session.namespaces).filter((account) =>
          account.chains.some((chain) => chains.includes(chain)),
        )
      : []
    if (session && askedOrdinal?.topic === session.topic)
      if (!parsed.some((account) => account.address === askedOrdinal?.address))
        parsed.push({ address: askedOrdinal.address, chains: [askedOrdinal.chain] })
    const described = parsed.map(({ address, chains: listed }) => ({
      address,
      chains: listed,
      purpose: purposeOf(address, listed[0] ?? ''),
    }))
    const key = JSON.stringify(described)
    if (key === accountsCache.key) return accountsCache.accounts
    accountsCache = {
      key,
      accounts: Object.freeze(
        described.map(({ address, chains: listed, purpose }) =>
          Object.freeze({
            address,
            // The session carries no key; Latch's sends from a P2WPKH payment account need none.
            publicKey: new Uint8Array(),
            chains: listed,
            features: signingFeatures,
            purpose,
          }),
        ),
      ),
    }
    return accountsCache.accounts
  }

  const listeners = new Set<StandardEventsListeners['change']>()
  function announce() {
    const current = accounts()
    for (const listener of [...listeners]) {
      try {
        listener({ accounts: current })
      } catch {
        // One listener's failure must not stop the others.
      }
    }
  }

  const payment = () => accounts().find((account) => account.purpose === 'payment') ?? accounts()[0]

  async function request<T>(method: string, params: unknown, chain?: string): Promise<T> {
    const current = await getProvider()
    if (!current.session) throw new Error('No WalletConnect session')
    const inSession = caipNetworkIdOfWalletChain(chain) ?? options.activeNetwork().caipNetworkId
    try {
      return (await current.request({ method, params: params as object }, inSession)) as T
    } catch (error) {
      throw walletError(error)
    }
  }

  function ownAccount(account: WalletAccount): string {
    if (!accounts().some((each) => each.address === account.address))
      throw new Error(`${account.address} is not an account of the WalletConnect session`)
    return account.address
  }

  /** Asks the wallet for its ordinal address when the session lists none (best effort: payment alone serves). */
  async function askOrdinal(current: UniversalProvider) {
    const session = current.session
    const account = payment()
    const chain = account?.chains[0] as `bip122:${string}` | undefined
    if (!session || !account || !chain || accounts().some((each) => each.purpose === 'ordinals'))
      return
    try {
      const answer = await request<unknown>(
        'getAccountAddresses',
        { account: account.address, intentions: ['ordinal'] },
        chain,
      )
      const ordinal = (Array.isArray(answer) ? answer : []).find(
        (entry): entry is { address: string } =>
          typeof entry?.address === 'string' && purposeOf(entry.address, chain) === 'ordinals',
      )
      if (ordinal) askedOrdinal = { topic: session.topic, address: ordinal.address, chain }
    } catch {
      // A wallet without it: the connection holds the payment account only.
    }
  }

  const features: Features = {
    'bitcoin:connect': {
      version: '1.0.0',
      async connect({ purposes }) {
        const current = await getProvider()
        if (!current.session || !accounts().length) {
          try {
            // Until a wallet answers, or the modal closes (the capability's abandon()).
            await shared.pair('bip122')
          } catch (error) {
            throw walletError(error)
          }
        }
        if (purposes.includes('ordinals')) await askOrdinal(current)
        const held = accounts()
        // The accounts answer the purposes in their order.
        return {
          accounts: purposes.flatMap((purpose) => {
            const found = held.find((account) => account.purpose === purpose)
            return found ? [found] : []
          }),
        }
      },
    },
    'bitcoin:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs) {
        const outputs = []
        for (const { account, message } of inputs) {
          const answer = await request<{ signature?: unknown }>('signMessage', {
            account: payment()?.address,
            address: ownAccount(account),
            message: new TextDecoder().decode(message),
            protocol: 'bip322',
          })
          outputs.push({ signedMessage: message, signature: signatureBytes(answer?.signature) })
        }
        return outputs
      },
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      async signTransaction(...inputs) {
        const outputs = []
        for (const { psbt, inputsToSign, chain } of inputs) {
          const answer = await request<{ psbt?: unknown }>(
            'signPsbt',
            {
              account: payment()?.address,
              psbt: base64.encode(psbt),
              signInputs: inputsToSign.flatMap(({ account, signingIndexes }) => {
                const address = ownAccount(account)
                // SIGHASH_DEFAULT for a taproot input, SIGHASH_ALL otherwise: what Latch's PSBTs ask.
                const sighash = purposeOf(address, account.chains[0] ?? '') === 'ordinals' ? 0 : 1
                return signingIndexes.map((index) => ({ address, index, sighashTypes: [sighash] }))
              }),
              broadcast: false,
            },
            chain,
          )
          if (typeof answer?.psbt !== 'string') throw new Error('The wallet answered no PSBT')
          outputs.push({ signedPsbt: base64.decode(answer.psbt) })
        }
        return outputs
      },
    },
    'standard:connect': {
      version: '1.0.0',
      // Silent only: a reload restores the saved session (the client loads first), never pairs.
      async connect(input) {
        await getProvider()
        if (!input?.silent) throw new Error('WalletConnect connects through bitcoin:connect')
        return { accounts: accounts() }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        await getProvider()
        // The one session ends, for every namespace in it (behaviour.md §10.5).
        await shared.disconnect()
        announce()
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(event, listener) {
        if (event !== 'change') return () => {}
        const change = listener as StandardEventsListeners['change']
        listeners.add(change)
        return () => void listeners.delete(change)
      },
    },
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: 'WalletConnect',
    icon: walletConnectIcon as WalletIcon,
    chains: chains as `${string}:${string}`[],
    features,
    get accounts() {
      return accounts()
    },
  }

  return {
    listed: {
      id: bitcoinWalletConnectConnectorId,
      name: 'WalletConnect',
      icon: walletConnectIcon,
      wallet,
    },
    onPairingUri: (listener) => shared.onPairingUri(listener),
  }
}
