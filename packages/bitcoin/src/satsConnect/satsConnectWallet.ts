import {
  AddressPurpose,
  addListener,
  getProviderById,
  MessageSigningProtocols,
  type Provider,
  RpcErrorCode,
  request,
} from '@sats-connect/core'
import { base64, hex } from '@scure/base'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type {
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import { knownBitcoinChains } from '../networks/walletStandardChain'
import type {
  BitcoinConnectFeature,
  BitcoinSignMessageFeature,
  BitcoinSignTransactionFeature,
} from '../walletStandard/bitcoinFeatures'

/** The Wallet Standard accounts' features: what a sats-connect wallet signs with them. */
const accountFeatures = Object.freeze(['bitcoin:signMessage', 'bitcoin:signTransaction'] as const)

/** sats-connect's purposes by the Wallet Standard's names; Stacks, Starknet and Spark are never asked. */
const purposeNames = { payment: AddressPurpose.Payment, ordinals: AddressPurpose.Ordinals } as const
type Purpose = keyof typeof purposeNames

/** An address as sats-connect answers `getAccounts` and as its wallet events carry them. */
type SatsConnectAddress = { address: string; publicKey: string; purpose: string }

/**
 * A sats-connect wallet (Xverse, Leather style: `window.btc_providers` lists it, its provider sits at the object
 * path of its id) as a Wallet Standard Bitcoin wallet, so the adapter lists and connects it as any other:
 * `bitcoin:connect` is sats-connect's `getAccounts` (payment and ordinals), `bitcoin:signMessage` its
 * `signMessage` (BIP-322), `bitcoin:signTransaction` its `signPsbt` (base64, never broadcast by the wallet: Latch
 * broadcasts). Requests go through sats-connect's `request`; a visitor's refusal is the 4001 Latch knows. While
 * connected, the wallet's own events (sats-connect's `addListener`) become the standard's `change`: another account
 * chosen in the wallet replaces the connected ones, and a wallet that disconnects, or names no account Latch asked
 * for, ends the connection (behaviour.md §14.8).
 */
export function satsConnectWallet(provider: Provider): Wallet {
  let accounts: readonly WalletAccount[] = []
  const listeners = new Set<StandardEventsListeners['change']>()
  const chains = Object.values(knownBitcoinChains).map(({ walletChain }) => walletChain)

  async function ask<Method extends 'getAccounts' | 'signMessage' | 'signPsbt'>(
    method: Method,
    params: Parameters<typeof request<Method>>[1],
  ) {
    const response = await request(method, params, provider.id)
    if (response.status === 'success') return response.result
    const { code, message } = response.error
    throw Object.assign(new Error(message || `${provider.name} refused ${method}`), {
      code: code === RpcErrorCode.USER_REJECTION ? 4001 : code,
    })
  }
  const accountOf = (address: string) => {
    const account = accounts.find((candidate) => candidate.address === address)
    if (!account) throw new Error(`${address} is not an account ${provider.name} connected`)
    return account
  }

  let asked: readonly Purpose[] = []
  let stopWalletEvents: (() => void) | undefined
  const change = (next: readonly WalletAccount[]) => {
    accounts = next
    for (const listener of [...listeners]) listener({ accounts })
  }
  // The accounts answer the purposes in their order (the adapter reads them so); an address the wallet sends that
  // is not a string, or whose key is not hex, throws, and the caller ends the connection rather than guess.
  const accountsOf = (addresses: readonly SatsConnectAddress[]) =>
    Object.freeze(
      asked.flatMap((purpose) =>
        addresses
          .filter((account) => account.purpose === purpose)
          .map((account) => {
            if (typeof account.address !== 'string') throw new TypeError('Not an address')
            return Object.freeze({
              address: account.address,
              publicKey: hex.decode(account.publicKey),
              chains,
              features: accountFeatures,
              purpose: account.purpose,
            })
          }),
      ),
    )
  /** The wallet's events while connected: untrusted, so anything unexpected disconnects. */
  const followWallet = () => {
    // A provider without events (an older wallet) is followed as before; sats-connect would log an error.
    if (stopWalletEvents || typeof getProviderById(provider.id)?.addListener !== 'function') return
    const follow = (event: { addresses?: readonly SatsConnectAddress[] } | undefined) => {
      let next: readonly WalletAccount[] = []
      try {
        if (Array.isArray(event?.addresses)) next = accountsOf(event.addresses)
      } catch {}
      if (!next.length) stopFollowing()
      change(next)
    }
    const on = (
      name: 'accountChange' | 'networkChange' | 'disconnect',
      listener: typeof follow,
    ) => {
      try {
        const off: unknown = addListener(name, listener, provider.id)
        return typeof off === 'function' ? (off as () => void) : () => {}
      } catch {
        return () => {}
      }
    }
    const stops = [
      on('accountChange', follow),
      // A network change may carry the new network's addresses; without them Latch cannot tell the accounts.
      on('networkChange', follow),
      on('disconnect', () => follow(undefined)),
    ]
    stopWalletEvents = () => {
      for (const stop of stops) stop()
    }
  }
  const stopFollowing = () => {
    stopWalletEvents?.()
    stopWalletEvents = undefined
  }

  const connect: BitcoinConnectFeature['bitcoin:connect'] = {
    version: '1.0.0',
    async connect({ purposes }) {
      const wanted = purposes.filter((purpose): purpose is Purpose => purpose in purposeNames)
      const result = await ask('getAccounts', {
        purposes: wanted.map((purpose) => purposeNames[purpose]),
      })
      asked = wanted
      change(accountsOf(result))
      followWallet()
      return { accounts }
    },
  }
  const signMessage: BitcoinSignMessageFeature['bitcoin:signMessage'] = {
    version: '1.0.0',
    async signMessage(...inputs) {
      const outputs = []
      for (const { account, message } of inputs) {
        const { signature } = await ask('signMessage', {
          address: accountOf(account.address).address,
          message: new TextDecoder().decode(message),
          protocol: MessageSigningProtocols.BIP322,
        })
        outputs.push({ signedMessage: message, signature: base64.decode(signature) })
      }
      return outputs
    },
  }
  const signTransaction: BitcoinSignTransactionFeature['bitcoin:signTransaction'] = {
    version: '1.0.0',
    async signTransaction(...inputs) {
      const outputs = []
      for (const { psbt, inputsToSign } of inputs) {
        const signInputs: Record<string, number[]> = {}
        for (const { account, signingIndexes } of inputsToSign)
          signInputs[accountOf(account.address).address] = [...signingIndexes]
        const result = await ask('signPsbt', {
          psbt: base64.encode(psbt),
          signInputs,
          broadcast: false,
        })
        outputs.push({ signedPsbt: base64.decode(result.psbt) })
      }
      return outputs
    },
  }
  const standard: StandardDisconnectFeature & StandardEventsFeature = {
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        stopFollowing()
        change([])
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

  return {
    version: '1.0.0',
    name: provider.name,
    icon: provider.icon as WalletIcon,
    chains,
    features: {
      'bitcoin:connect': connect,
      'bitcoin:signMessage': signMessage,
      'bitcoin:signTransaction': signTransaction,
      ...standard,
    },
    get accounts() {
      return accounts
    },
  }
}
