import {
  registerTestWallet,
  type TestWalletSwitches,
  testWalletControls,
} from '@latch/core/testing'
import { bitcoinTestKey } from '@latch/devstack/bitcoinTestKeys'
import { Transaction } from '@scure/btc-signer'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  BitcoinAddressPurpose,
  BitcoinSignMessageInput,
  BitcoinSignTransactionInput,
} from '../walletStandard/bitcoinFeatures'
import { signLegacyMessage } from './signLegacyMessage'

export type TestBitcoinWalletOptions = {
  name?: string
  /** The test key (`bitcoinTestKey(i)`) whose payment and ordinal accounts it holds. */
  key?: number
  /** The chains the wallet and its accounts list. */
  chains?: readonly string[]
  /** Its accounts state their purpose (`purpose`, as Exodus' reference wallet does); else only their order tells. */
  statesPurpose?: boolean
  /** It also has `standard:connect`, and reconnects through its silent form rather than its `accounts`. */
  standardConnect?: boolean
  /** Extra features of another namespace (a wallet with a Solana side too). */
  extraFeatures?: Record<string, unknown>
}

export type TestBitcoinWallet = TestWalletSwitches & {
  readonly wallet: Wallet
  readonly payment: string
  readonly ordinal: string
  /** The visitor changes the accounts in the wallet (another ordinal account, none): it emits `change`. */
  setAccounts(accounts: readonly WalletAccount[]): void
  /** Registers through the Wallet Standard (the window event when there is a window); returns the unregister. */
  register(): () => void
}

const icon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4='

/**
 * A real Wallet Standard Bitcoin wallet for tests, in the shape of Exodus' reference wallet: regtest keys of the test
 * mnemonic, `bitcoin:connect` answering the purposes in order (payment P2WPKH, ordinals P2TR), `standard:events`,
 * `standard:disconnect`, `bitcoin:signMessage` (legacy BIP-137 signatures of the payment key) and
 * `bitcoin:signTransaction` (PSBTs, signed with btc-signer). Its `accounts` are the authorized ones, so an app
 * reconnects without asking.
 */
export function createTestBitcoinWallet(options: TestBitcoinWalletOptions = {}): TestBitcoinWallet {
  const key = bitcoinTestKey(options.key ?? 0)
  const chains = [...(options.chains ?? ['bitcoin:regtest'])] as Wallet['chains']
  const controls = testWalletControls(false)
  const { ask, emit } = controls
  let granted: readonly WalletAccount[] = []

  const accountOf = (purpose: BitcoinAddressPurpose): WalletAccount => {
    const { address, publicKey } = purpose === 'payment' ? key.payment : key.ordinal
    return Object.freeze({
      address,
      // A taproot account's key as wallets give it: x-only (BIP-340), the compressed key without its first byte.
      publicKey: purpose === 'payment' ? publicKey : publicKey.slice(1),
      chains,
      features: ['bitcoin:signMessage', 'bitcoin:signTransaction'] as WalletAccount['features'],
      ...(options.statesPurpose === false ? {} : { purpose }),
    })
  }
  const privateKeyOf = (account: WalletAccount) => {
    if (!controls.authorized) throw new Error('Unknown account')
    if (account.address === key.payment.address) return key.payment.privateKey
    if (account.address === key.ordinal.address) return key.ordinal.privateKey
    throw new Error('Unknown account')
  }

  const features: Record<string, unknown> = {
    ...options.extraFeatures,
    'bitcoin:connect': {
      version: '1.0.0',
      async connect(input: { purposes: readonly BitcoinAddressPurpose[] }) {
        ask('bitcoin:connect')
        controls.authorized = true
        granted = input.purposes.map(accountOf)
        emit({ accounts: granted })
        return { accounts: granted }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        controls.requests.push('standard:disconnect')
        controls.authorized = false
        granted = []
        emit({ accounts: [] })
      },
    },
    'standard:events': controls.events,
    'bitcoin:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs: BitcoinSignMessageInput[]) {
        ask('bitcoin:signMessage')
        return inputs.map((input) => ({
          signedMessage: input.message,
          signature: signLegacyMessage(input.message, privateKeyOf(input.account)),
        }))
      },
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      async signTransaction(...inputs: BitcoinSignTransactionInput[]) {
        ask('bitcoin:signTransaction')
        return inputs.map((input) => {
          const transaction = Transaction.fromPSBT(input.psbt)
          for (const { account, signingIndexes } of input.inputsToSign)
            for (const index of signingIndexes) transaction.signIdx(privateKeyOf(account), index)
          return { signedPsbt: transaction.toPSBT() }
        })
      },
    },
  }
  if (options.standardConnect)
    features['standard:connect'] = {
      version: '1.0.0',
      async connect(input?: { silent?: boolean }) {
        if (!input?.silent) throw new Error('Connect through bitcoin:connect')
        controls.requests.push('standard:connect silent')
        return { accounts: controls.authorized ? granted : [] }
      },
    }

  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name ?? 'Latch Test Bitcoin Wallet',
    icon: icon as Wallet['icon'],
    chains,
    features,
    get accounts() {
      // A wallet with `standard:connect` answers through it; this one keeps its grants to itself.
      return controls.authorized && !options.standardConnect ? granted : []
    },
  }

  return Object.assign(controls, {
    wallet,
    payment: key.payment.address,
    ordinal: key.ordinal.address,
    setAccounts(accounts: readonly WalletAccount[]) {
      granted = accounts
      emit({ accounts })
    },
    register: () => registerTestWallet(wallet),
  })
}
