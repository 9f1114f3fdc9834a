import type { IdentifierString, WalletAccount } from '@wallet-standard/base'

// The Bitcoin features of the Wallet Standard, as ExodusMovement/bitcoin-wallet-standard defines them
// (packages/core/features/src: connect.ts, signMessage.ts, signTransaction.ts, at f19e03c). Declared here: the
// registry's `@exodus/bitcoin-wallet-standard-features` 0.0.1 predates signMessage and signTransaction.

export type BitcoinAddressPurpose = 'payment' | 'ordinals'

export type BitcoinConnectFeature = {
  readonly 'bitcoin:connect': {
    readonly version: '1.0.0'
    /** The accounts answer the purposes in their order. */
    readonly connect: (input: {
      readonly purposes: readonly BitcoinAddressPurpose[]
    }) => Promise<{ readonly accounts: readonly WalletAccount[] }>
  }
}

export type BitcoinSignMessageInput = {
  readonly account: WalletAccount
  readonly message: Uint8Array
}

export type BitcoinSignMessageFeature = {
  readonly 'bitcoin:signMessage': {
    readonly version: '1.0.0'
    readonly signMessage: (
      ...inputs: readonly BitcoinSignMessageInput[]
    ) => Promise<readonly { readonly signedMessage: Uint8Array; readonly signature: Uint8Array }[]>
  }
}

export type BitcoinSigHashFlag =
  | 'ALL'
  | 'NONE'
  | 'SINGLE'
  | 'ALL|ANYONECANPAY'
  | 'NONE|ANYONECANPAY'
  | 'SINGLE|ANYONECANPAY'

export type BitcoinSignTransactionInput = {
  /** A PSBT, as bytes. */
  readonly psbt: Uint8Array
  readonly inputsToSign: readonly {
    readonly account: WalletAccount
    readonly signingIndexes: readonly number[]
    readonly sigHash?: BitcoinSigHashFlag
  }[]
  readonly chain?: IdentifierString
}

export type BitcoinSignTransactionFeature = {
  readonly 'bitcoin:signTransaction': {
    readonly version: '1.0.0'
    readonly signTransaction: (
      ...inputs: readonly BitcoinSignTransactionInput[]
    ) => Promise<readonly { readonly signedPsbt: Uint8Array }[]>
  }
}
