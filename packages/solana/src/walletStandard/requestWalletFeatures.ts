import type { Network } from '@latch/core'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { WalletAccount } from '@wallet-standard/base'
import type { StandardEventsFeature, StandardEventsListeners } from '@wallet-standard/features'
import { type SolanaWalletChain, walletStandardChainOf } from '../networks/walletStandardChain'
import {
  parseSignatureResult,
  parseSignTransactionResult,
  type SolanaWalletConnectRequest,
  signAndSendTransactionRequest,
  signMessageRequest,
  signTransactionRequest,
} from './solanaWalletConnectRequests'

/**
 * The parts of a Wallet Standard wallet that Latch builds over a request channel answering WalletConnect's Solana
 * methods (a WalletConnect session, the embedded wallet's port), so the adapter drives both like any wallet.
 */

/** The CAIP-2 chain of a request: the app's network the adapter names (by either of its ids), else the active one. */
export function requestChainOf(
  chain: string | undefined,
  options: {
    networks: readonly Network[]
    walletChains?: Readonly<Record<string, SolanaWalletChain>> | undefined
    activeNetwork: () => string
  },
): string {
  if (chain === undefined) return options.activeNetwork()
  const network = options.networks.find(
    (each) =>
      each.caipNetworkId === chain ||
      walletStandardChainOf(each.caipNetworkId, options.walletChains) === chain,
  )
  if (!network) throw new Error(`${chain} is not one of this app's Solana networks`)
  return network.caipNetworkId
}

/** `standard:events` and the `change` announcement of the accounts `accounts()` gives at the time. */
export function changeEvents(accounts: () => readonly WalletAccount[]): {
  feature: StandardEventsFeature
  announce(): void
} {
  const listeners = new Set<StandardEventsListeners['change']>()
  return {
    feature: {
      'standard:events': {
        version: '1.0.0',
        on(event, listener) {
          if (event !== 'change') return () => {}
          const change = listener as StandardEventsListeners['change']
          listeners.add(change)
          return () => void listeners.delete(change)
        },
      },
    },
    announce() {
      const current = accounts()
      for (const listener of [...listeners]) {
        try {
          listener({ accounts: current })
        } catch {
          // One listener's failure must not stop the others.
        }
      }
    },
  }
}

/**
 * The three signing features over `send` (a request and the chain the adapter names); `ownAccount` refuses an
 * account that is not the wallet's and gives its address.
 */
export function requestSigningFeatures({
  send,
  ownAccount,
}: {
  send(call: SolanaWalletConnectRequest, chain: string | undefined): Promise<unknown>
  ownAccount(account: WalletAccount): string
}): SolanaSignMessageFeature & SolanaSignTransactionFeature & SolanaSignAndSendTransactionFeature {
  return {
    'solana:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs) {
        const outputs = []
        for (const { account, message } of inputs) {
          const result = await send(signMessageRequest(message, ownAccount(account)), undefined)
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
        for (const { account, transaction, chain } of inputs) {
          const signer = ownAccount(account)
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
        for (const { account, transaction, chain, options: sendOptions } of inputs) {
          ownAccount(account)
          const result = await send(signAndSendTransactionRequest(transaction, sendOptions), chain)
          outputs.push({ signature: parseSignatureResult(result) })
        }
        return outputs
      },
    },
  }
}

/**
 * A wallet's error: a refusal (`isRejection` of its code and text) as EIP-1193 4001, which Latch reads as a
 * rejection; anything else as it came, as an Error.
 */
export function walletError(
  error: unknown,
  isRejection: (code: unknown, text: string) => boolean,
): unknown {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  const text = typeof message === 'string' ? message : String(error)
  if (isRejection(code, text))
    return Object.assign(new Error(text || 'User rejected the request.', { cause: error }), {
      code: 4001,
    })
  return error instanceof Error ? error : Object.assign(new Error(text), { cause: error })
}
