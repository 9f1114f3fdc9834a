import { solanaTestKey } from '@latch/devstack/solanaTestKeys'
import {
  createKeyPairFromPrivateKeyBytes,
  getAddressEncoder,
  getBase58Encoder,
  signBytes,
  address as toAddress,
} from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignInFeature,
  SolanaSignInOutput,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { createStandardSide } from '../createStandardSide'
import { ProviderRpcError, providerErrorCodes } from '../providerError'
import type { WalletState } from '../walletState'
import { createSignInMessageText } from './createSignInMessageText'
import { sendWireTransaction } from './sendWireTransaction'
import {
  encodeWireTransaction,
  signWireTransaction,
  supportedTransactionVersions,
} from './signWireTransaction'
import {
  parseInput,
  signAndSendTransactionInput,
  signInInput,
  signMessageInput,
  signTransactionInput,
} from './solanaFeatureInputs'
import {
  defaultSolanaRpcUrls,
  isSolanaWalletChain,
  type SolanaWalletChain,
  solanaWalletChains,
} from './solanaWalletChains'

/** The part of the sample provider's controls the Solana side shares: one saved state, one "Reject requests". */
export type SolanaWalletStore = {
  getState(): WalletState
  subscribe(listener: (state: WalletState) => void): () => void
  setSolanaAuthorized(authorized: boolean): void
}

export type SolanaWalletOptions = {
  store: SolanaWalletStore
  name: string
  /** A data URI, as both EIP-6963 and the Wallet Standard require. */
  icon: string
  /** Solana test key of the test mnemonic (0–9); #1, like the EVM side's account. */
  accountIndex?: number
  /** Where `solana:signAndSendTransaction` sends, per chain. */
  rpcUrls?: Partial<Record<SolanaWalletChain, string>>
  /** The domain a Sign-In With Solana message names when the dapp gives none: the page's host. */
  domain?: () => string | undefined
}

export type SampleSolanaWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature &
  SolanaSignInFeature

export type SampleSolanaWallet = Wallet & { readonly features: SampleSolanaWalletFeatures }

const walletIcon = /^data:image\/(svg\+xml|webp|png|gif);base64,/

// Deriving a test key runs PBKDF2 over the mnemonic (a noticeable pause): once per index per page.
const testKeys = new Map<number, ReturnType<typeof solanaTestKey>>()
function cachedTestKey(index: number) {
  const key = testKeys.get(index) ?? solanaTestKey(index)
  testKeys.set(index, key)
  return key
}

/**
 * The sample wallet's Solana side as a Wallet Standard wallet: one account (a Solana test key), signing locally
 * with kit's ed25519 (WebCrypto), approvals and authorization in the same saved state as the EVM side. No DOM:
 * `registerStandardWallet` announces it.
 */
export function createSolanaWallet(options: SolanaWalletOptions) {
  const { store } = options
  if (!walletIcon.test(options.icon)) throw new TypeError('The wallet icon must be a data URI')
  const key = cachedTestKey(options.accountIndex ?? 1)
  const rpcUrlOf = (chain: SolanaWalletChain) =>
    options.rpcUrls?.[chain] ?? defaultSolanaRpcUrls[chain]
  const domain = options.domain ?? (() => globalThis.location?.host)
  // Created on first use: a browser without Ed25519 in WebCrypto fails a request, not the page.
  let keyPair: Promise<CryptoKeyPair> | undefined
  const getKeyPair = () => {
    keyPair ??= createKeyPairFromPrivateKeyBytes(key.privateKey)
    return keyPair
  }

  const account: WalletAccount = Object.freeze({
    address: key.address,
    publicKey: new Uint8Array(getAddressEncoder().encode(toAddress(key.address))),
    chains: solanaWalletChains,
    features: Object.freeze([
      'solana:signAndSendTransaction',
      'solana:signTransaction',
      'solana:signMessage',
      'solana:signIn',
    ] as const),
  })
  const side = createStandardSide({
    store,
    isAuthorized: (state) => state.solanaAuthorized,
    setAuthorized: (authorized) => store.setSolanaAuthorized(authorized),
    accounts: () => [account],
  })
  const { approve, requireAuthorized } = side

  function requireOwnAccount(address: string) {
    if (address !== key.address)
      throw new ProviderRpcError(providerErrorCodes.unauthorized, 'Unknown account')
  }
  function requireChain(chain: string): SolanaWalletChain {
    if (!isSolanaWalletChain(chain))
      throw new ProviderRpcError(providerErrorCodes.invalidParams, `Unsupported chain ${chain}`)
    return chain
  }

  const features: SampleSolanaWalletFeatures = {
    ...side.features,
    'solana:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs) {
        const parsed = inputs.map((input) =>
          parseInput('solana:signMessage', signMessageInput, input),
        )
        requireAuthorized()
        for (const input of parsed) requireOwnAccount(input.account.address)
        approve()
        const { privateKey } = await getKeyPair()
        return Promise.all(
          parsed.map(async ({ message }) => ({
            signedMessage: message.slice(),
            signature: new Uint8Array(await signBytes(privateKey, message)),
            signatureType: 'ed25519' as const,
          })),
        )
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions,
      async signTransaction(...inputs) {
        const parsed = inputs.map((input) =>
          parseInput('solana:signTransaction', signTransactionInput, input),
        )
        requireAuthorized()
        for (const input of parsed) {
          requireOwnAccount(input.account.address)
          if (input.chain !== undefined) requireChain(input.chain)
        }
        approve()
        const pair = await getKeyPair()
        return Promise.all(
          parsed.map(async ({ transaction }) => ({
            signedTransaction: encodeWireTransaction(
              await signWireTransaction(pair, transaction, { complete: false }),
            ),
          })),
        )
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions,
      async signAndSendTransaction(...inputs) {
        const parsed = inputs.map((input) =>
          parseInput('solana:signAndSendTransaction', signAndSendTransactionInput, input),
        )
        requireAuthorized()
        for (const input of parsed) {
          requireOwnAccount(input.account.address)
          requireChain(input.chain)
        }
        approve()
        const pair = await getKeyPair()
        const outputs = []
        // One after another, as a wallet sends a batch: a later one may depend on an earlier one.
        for (const { transaction, chain, options: sendOptions } of parsed) {
          const signed = await signWireTransaction(pair, transaction, { complete: true })
          const signature = await sendWireTransaction(
            rpcUrlOf(requireChain(chain)),
            signed,
            sendOptions,
          )
          outputs.push({ signature: new Uint8Array(getBase58Encoder().encode(signature)) })
        }
        return outputs
      },
    },
    'solana:signIn': {
      version: '1.0.0',
      async signIn(...inputs) {
        const parsed = inputs.map((input) => parseInput('solana:signIn', signInInput, input))
        if (parsed.length === 0) return []
        const messages = parsed.map((input) => {
          if (input.address !== undefined) requireOwnAccount(input.address)
          const messageDomain = input.domain ?? domain()
          if (!messageDomain)
            throw new ProviderRpcError(providerErrorCodes.invalidParams, 'The domain is required')
          return new TextEncoder().encode(
            createSignInMessageText({ ...input, domain: messageDomain, address: key.address }),
          )
        })
        // Sign-in connects too, behind the same one approval.
        approve()
        const { privateKey } = await getKeyPair()
        store.setSolanaAuthorized(true)
        return Promise.all(
          messages.map(
            async (signedMessage): Promise<SolanaSignInOutput> => ({
              account,
              signedMessage,
              signature: new Uint8Array(await signBytes(privateKey, signedMessage)),
              signatureType: 'ed25519',
            }),
          ),
        )
      },
    },
  }

  const wallet: SampleSolanaWallet = {
    version: '1.0.0',
    name: options.name,
    icon: options.icon as WalletIcon,
    chains: solanaWalletChains,
    features,
    get accounts() {
      return side.accounts()
    },
  }

  return {
    wallet,
    /** The account's base58 address. */
    address: key.address,
    /** Stops following the saved state (the wallet's `change` events end). */
    dispose: side.dispose,
  }
}

export type SolanaWalletSide = ReturnType<typeof createSolanaWallet>
