import {
  registerTestWallet,
  type TestWalletSwitches,
  testWalletControls,
} from '@latch/core/testing'
import { solanaTestKey } from '@latch/devstack/solanaTestKeys'
import {
  createKeyPairFromPrivateKeyBytes,
  createSolanaRpc,
  getAddressEncoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
  address as toAddress,
} from '@solana/kit'
import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageInput,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

export type TestWalletOptions = {
  name?: string
  icon?: string
  /** The test keys (`solanaTestKey(i)`) of its accounts, the first one selected. */
  keys?: readonly number[]
  /** The chains the wallet lists. */
  chains?: readonly string[]
  /** The chains its accounts list (the wallet's by default). */
  accountChains?: readonly string[]
  /** Where `signAndSendTransaction` sends, by chain: the dev stack's local chain for `solana:localnet`. */
  rpcUrls?: Readonly<Record<string, string>>
  /** Authorized already (a silent connect answers the accounts). */
  authorized?: boolean
  /** Never answers a silent connect (a wallet stuck behind its lock screen). */
  silentHangs?: boolean
  /** Features to leave out, e.g. `solana:signAndSendTransaction` (a wallet that only signs). */
  without?: readonly string[]
}

export type TestWallet = TestWalletSwitches & {
  /** The Wallet Standard wallet object, as an extension registers it. */
  readonly wallet: Wallet
  /** The addresses of its accounts (all of `keys`), in order. */
  readonly addresses: readonly string[]
  /** The visitor picks other accounts (or removes them all): the wallet emits `change`. */
  setAccounts(keys: readonly number[]): void
  /** The selected account now lists these chains: the wallet emits `change`. */
  setAccountChains(chains: readonly string[]): void
  /** Registers through the Wallet Standard (the window event when there is a window); returns the unregister. */
  register(): () => void
}

const defaultIcon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4='

/**
 * A real Wallet Standard wallet for tests: it signs with kit key pairs of `solanaTestKey(i)` and sends to a real
 * RPC (the dev stack's local chain), and answers `standard:connect` (silent too), `standard:disconnect`,
 * `standard:events`, `solana:signMessage`, `solana:signTransaction` and `solana:signAndSendTransaction`.
 */
export async function createTestWallet(options: TestWalletOptions = {}): Promise<TestWallet> {
  const keys = await Promise.all(
    (options.keys ?? [0]).map(async (index) => {
      const key = solanaTestKey(index)
      return {
        index,
        address: key.address,
        keyPair: await createKeyPairFromPrivateKeyBytes(key.privateKey),
      }
    }),
  )
  const chains = [...(options.chains ?? ['solana:mainnet', 'solana:devnet', 'solana:localnet'])]
  let accountChains = [...(options.accountChains ?? chains)]
  const rpcUrls = options.rpcUrls ?? { 'solana:localnet': 'http://127.0.0.1:8899' }
  const controls = testWalletControls(options.authorized ?? false)
  const { ask, emit } = controls
  let selected = keys

  const accountOf = (key: (typeof keys)[number]): WalletAccount =>
    Object.freeze({
      address: key.address,
      publicKey: new Uint8Array(getAddressEncoder().encode(toAddress(key.address))),
      chains: [...accountChains] as WalletAccount['chains'],
      features: [
        'solana:signMessage',
        'solana:signTransaction',
        'solana:signAndSendTransaction',
      ] as WalletAccount['features'],
    })
  let accounts: readonly WalletAccount[] = selected.map(accountOf)

  const keyOf = (account: WalletAccount) => {
    const key = keys.find((k) => k.address === account.address)
    if (!key || !controls.authorized) throw new Error('Unknown account')
    return key
  }
  const sign = async (input: SolanaSignTransactionInput) => {
    const transaction = getTransactionDecoder().decode(input.transaction)
    const signed = await partiallySignTransaction([keyOf(input.account).keyPair], transaction)
    return signed
  }

  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input?: { silent?: boolean }) {
        if (input?.silent) {
          controls.requests.push('standard:connect silent')
          if (options.silentHangs) return new Promise<never>(() => {})
          return { accounts: controls.authorized ? accounts : [] }
        }
        ask('standard:connect')
        const wasAuthorized = controls.authorized
        controls.authorized = true
        if (!wasAuthorized) emit({ accounts })
        return { accounts }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        controls.requests.push('standard:disconnect')
        controls.authorized = false
        emit({ accounts: [] })
      },
    },
    'standard:events': controls.events,
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs: SolanaSignMessageInput[]) {
        ask('solana:signMessage')
        return Promise.all(
          inputs.map(async (input) => ({
            signedMessage: input.message,
            signature: new Uint8Array(
              await signBytes(keyOf(input.account).keyPair.privateKey, input.message),
            ),
            signatureType: 'ed25519',
          })),
        )
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs: SolanaSignTransactionInput[]) {
        ask('solana:signTransaction')
        return Promise.all(
          inputs.map(async (input) => ({
            signedTransaction: new Uint8Array(getTransactionEncoder().encode(await sign(input))),
          })),
        )
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs: SolanaSignAndSendTransactionInput[]) {
        ask('solana:signAndSendTransaction')
        return Promise.all(
          inputs.map(async (input) => {
            const rpcUrl = rpcUrls[input.chain]
            if (!rpcUrl) throw new Error(`No RPC for ${input.chain}`)
            const signed = await sign(input)
            const signature = await createSolanaRpc(rpcUrl)
              .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
              .send()
            return { signature: new Uint8Array(getBase58Encoder().encode(signature)) }
          }),
        )
      },
    },
  }
  for (const feature of options.without ?? []) delete features[feature]

  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name ?? 'Latch Test Wallet',
    icon: (options.icon ?? defaultIcon) as Wallet['icon'],
    chains: chains as Wallet['chains'],
    features,
    get accounts() {
      return controls.authorized ? accounts : []
    },
  }

  return Object.assign(controls, {
    wallet,
    addresses: keys.map((key) => key.address),
    setAccounts(indexes: readonly number[]) {
      selected = indexes.map((index) => {
        const key = keys.find((k) => k.index === index)
        if (!key) throw new Error(`The test wallet holds no key #${index}`)
        return key
      })
      accounts = selected.map(accountOf)
      emit({ accounts })
    },
    setAccountChains(next: readonly string[]) {
      accountChains = [...next]
      accounts = selected.map(accountOf)
      emit({ accounts })
    },
    register: () => registerTestWallet(wallet),
  })
}
