import type {
  BitcoinAddressPurpose,
  BitcoinConnectFeature,
  BitcoinSignMessageFeature,
  BitcoinSignTransactionFeature,
} from '@latch/bitcoin'
import { type BitcoinTestAccount, bitcoinTestKey } from '@latch/devstack/bitcoinTestKeys'
import { Transaction } from '@scure/btc-signer'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { createStandardSide } from '../createStandardSide'
import { ProviderRpcError, providerErrorCodes } from '../providerError'
import { parseInput } from '../solana/solanaFeatureInputs'
import type { WalletState } from '../walletState'
import {
  bitcoinConnectInput,
  bitcoinSignMessageInput,
  bitcoinSignTransactionInput,
} from './bitcoinFeatureInputs'
import { signBip322Simple } from './signBip322Simple'

/** The part of the sample provider's controls the Bitcoin side shares: one saved state, one "Reject requests". */
export type BitcoinWalletStore = {
  getState(): WalletState
  subscribe(listener: (state: WalletState) => void): () => void
  setBitcoinAuthorized(authorized: boolean): void
}

export type BitcoinWalletOptions = {
  store: BitcoinWalletStore
  name: string
  /** A data URI, as the Wallet Standard requires. */
  icon: string
  /** Bitcoin test key of the test mnemonic (0–9) whose payment and ordinal accounts it holds; #1, like the EVM side. */
  keyIndex?: number
  /** How a key is derived (the test mnemonic's, cached per page); a test passes its own to count derivations. */
  deriveKey?: ((index: number) => ReturnType<typeof bitcoinTestKey>) | undefined
}

export type SampleBitcoinWalletFeatures = BitcoinConnectFeature &
  BitcoinSignMessageFeature &
  BitcoinSignTransactionFeature &
  StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature

export type SampleBitcoinWallet = Wallet & { readonly features: SampleBitcoinWalletFeatures }

/** The chain its keys' addresses (`bcrt1…`) belong to: the dev stack's regtest ledger. */
export const bitcoinWalletChains = Object.freeze(['bitcoin:regtest'] as const)

const walletIcon = /^data:image\/(svg\+xml|webp|png|gif);base64,/

// Deriving a test key runs PBKDF2 over the mnemonic (a noticeable pause): once per index per page.
const testKeys = new Map<number, ReturnType<typeof bitcoinTestKey>>()
function cachedTestKey(index: number) {
  const key = testKeys.get(index) ?? bitcoinTestKey(index)
  testKeys.set(index, key)
  return key
}

/**
 * The sample wallet's Bitcoin side as a Wallet Standard wallet in the shape of Exodus' bitcoin-wallet-standard: a
 * payment account (P2WPKH) and an ordinal account (P2TR) of one regtest test key, BIP-322 message signatures and
 * PSBT signing with btc-signer, approvals and authorization in the same saved state as its other sides. No DOM:
 * `registerStandardWallet` announces it.
 */
export function createBitcoinWallet(options: BitcoinWalletOptions) {
  const { store } = options
  if (!walletIcon.test(options.icon)) throw new TypeError('The wallet icon must be a data URI')
  // Derived on first Bitcoin use (a connect, a signature, an address read), not here: injection runs on every
  // page load, and PBKDF2 over the mnemonic is a noticeable pause.
  let derived: ReturnType<typeof bitcoinTestKey> | undefined
  const keyOf = () => {
    derived ??= (options.deriveKey ?? cachedTestKey)(options.keyIndex ?? 1)
    return derived
  }

  const accountOf = (purpose: BitcoinAddressPurpose, { address, publicKey }: BitcoinTestAccount) =>
    Object.freeze({
      address,
      // A taproot account's key as wallets give it: x-only (BIP-340), the compressed key without its first byte.
      publicKey: purpose === 'payment' ? publicKey : publicKey.slice(1),
      chains: bitcoinWalletChains,
      features: Object.freeze(['bitcoin:signMessage', 'bitcoin:signTransaction'] as const),
      purpose,
    }) satisfies WalletAccount
  let accounts:
    | { payment: ReturnType<typeof accountOf>; ordinal: ReturnType<typeof accountOf> }
    | undefined
  const accountsOf = () => {
    const key = keyOf()
    accounts ??= {
      payment: accountOf('payment', key.payment),
      ordinal: accountOf('ordinals', key.ordinal),
    }
    return accounts
  }
  const signerOf = (address: string) => {
    const key = keyOf()
    if (address === key.payment.address) return key.payment
    if (address === key.ordinal.address)
      return { ...key.ordinal, tapInternalKey: key.ordinal.publicKey.slice(1) }
    throw new ProviderRpcError(providerErrorCodes.unauthorized, 'Unknown account')
  }
  const side = createStandardSide({
    store,
    isAuthorized: (state) => state.bitcoinAuthorized,
    setAuthorized: (authorized) => store.setBitcoinAuthorized(authorized),
    accounts: () => [accountsOf().payment, accountsOf().ordinal],
  })
  const { approve, requireAuthorized } = side
  function invalid(message: string): never {
    throw new ProviderRpcError(providerErrorCodes.invalidParams, message)
  }

  const features: SampleBitcoinWalletFeatures = {
    'bitcoin:connect': {
      version: '1.0.0',
      async connect(input) {
        const { purposes } = parseInput('bitcoin:connect', bitcoinConnectInput, input)
        side.authorize()
        const { payment, ordinal } = accountsOf()
        // The accounts answer the purposes in their order.
        return { accounts: purposes.map((purpose) => (purpose === 'payment' ? payment : ordinal)) }
      },
    },
    ...side.features,
    'bitcoin:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs) {
        const parsed = inputs.map((input) =>
          parseInput('bitcoin:signMessage', bitcoinSignMessageInput, input),
        )
        requireAuthorized()
        const signers = parsed.map((input) => signerOf(input.account.address))
        approve()
        // BIP-322 simple, the format of segwit and taproot addresses; legacy signatures only fit P2PKH.
        return parsed.map(({ message }, index) => ({
          signedMessage: message.slice(),
          signature: signBip322Simple(message, signers[index] as ReturnType<typeof signerOf>),
        }))
      },
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      async signTransaction(...inputs) {
        const parsed = inputs.map((input) =>
          parseInput('bitcoin:signTransaction', bitcoinSignTransactionInput, input),
        )
        requireAuthorized()
        const transactions = parsed.map(({ psbt, chain, inputsToSign }) => {
          if (chain !== undefined && !(bitcoinWalletChains as readonly string[]).includes(chain))
            invalid(`Unsupported chain ${chain}`)
          let transaction: Transaction
          try {
            transaction = Transaction.fromPSBT(psbt)
          } catch {
            invalid('The PSBT is malformed')
          }
          // Checked before the approval: the visitor is never asked to sign for another's key or a missing input.
          for (const { account, signingIndexes } of inputsToSign) {
            signerOf(account.address)
            for (const index of signingIndexes)
              if (index >= transaction.inputsLength) invalid(`The PSBT has no input ${index}`)
          }
          return { transaction, inputsToSign }
        })
        approve()
        return transactions.map(({ transaction, inputsToSign }) => {
          for (const { account, signingIndexes } of inputsToSign) {
            const signer = signerOf(account.address)
            for (const index of signingIndexes) {
              try {
                transaction.signIdx(signer.privateKey, index)
              } catch (error) {
                invalid(
                  `Cannot sign input ${index}: ${error instanceof Error ? error.message : 'unknown'}`,
                )
              }
            }
          }
          return { signedPsbt: transaction.toPSBT() }
        })
      },
    },
  }

  const wallet: SampleBitcoinWallet = {
    version: '1.0.0',
    name: options.name,
    icon: options.icon as WalletIcon,
    chains: bitcoinWalletChains,
    features,
    get accounts() {
      return side.accounts()
    },
  }

  return {
    wallet,
    /** The payment (P2WPKH) and ordinal (P2TR) addresses; reading one derives the key. */
    get payment() {
      return keyOf().payment.address
    },
    get ordinal() {
      return keyOf().ordinal.address
    },
    /** Stops following the saved state (the wallet's `change` events end). */
    dispose: side.dispose,
  }
}

export type BitcoinWalletSide = ReturnType<typeof createBitcoinWallet>
