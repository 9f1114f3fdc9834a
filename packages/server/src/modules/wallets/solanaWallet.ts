import { getBase58Decoder, getBase64Decoder } from '@solana/kit'
import { z } from 'zod'
import { sealKey } from '../../platform/crypto/keyEnvelope'
import { httpErrors } from '../../platform/http/HttpError'
import { parseRequest } from '../../platform/http/parseRequest'
import { isSolanaTransactionMessage } from './isSolanaTransactionMessage'
import { defineNamespaceWallet, type SignRequest } from './NamespaceWallet'
import { paramsOf } from './paramsOf'
import { sendSolanaTransaction } from './sendSolanaTransaction'
import { signSolanaTransaction } from './signSolanaTransaction'
import { newSolanaSeed, type SolanaSigner, solanaSigner } from './solanaSigner'
import {
  type SolanaWalletMethod,
  solanaNetworkInput,
  solanaSignAndSendTransactionParams,
  solanaSignMessageParams,
  solanaSignTransactionParams,
  solanaWalletMethods,
} from './solanaSignRequest'
import type { WalletKeyRecord } from './store'
import { walletErrors } from './walletErrors'

/**
 * The embedded wallet on Solana: an ed25519 key (32 random bytes, the seed) whose address is its public key in
 * base58; the Solana methods of WalletConnect's JSON-RPC reference on a served network.
 */
export const solanaWallet = defineNamespaceWallet('solana', ({ chains, log, keys }) => {
  /**
   * Runs `use` with the user's Solana signer; the decrypted seed is zeroed once it returns. Synchronous: `use`
   * signs, it never waits on the network with the key open. A seed that is not the stored address's (a row
   * tampered with beyond what the envelope binds) signs nothing.
   */
  function withSigner<T>(key: WalletKeyRecord, use: (signer: SolanaSigner) => T): T {
    const seed = keys.decrypt(key)
    try {
      const signer = solanaSigner(seed)
      if (key.curve !== 'ed25519' || signer.address !== key.address) {
        log.error({ userId: key.userId }, 'wallet key does not match its address')
        throw walletErrors.unavailable()
      }
      return use(signer)
    } finally {
      seed.fill(0)
    }
  }

  const signTransaction = (key: WalletKeyRecord, transaction: Uint8Array) => {
    const signed = withSigner(key, (signer) => signSolanaTransaction(transaction, signer))
    if ('problem' in signed) throw httpErrors.badRequest(`params.transaction: ${signed.problem}`)
    return signed
  }

  return {
    newKey(userId, kek) {
      const owner = { userId, namespace: 'solana' } as const
      const seed = newSolanaSeed()
      try {
        const { address, publicKey } = solanaSigner(seed)
        return {
          ...owner,
          curve: 'ed25519',
          address,
          publicKey,
          envelope: sealKey(seed, kek, owner),
        }
      } finally {
        seed.fill(0)
      }
    },

    handles: (chainId) => typeof chainId === 'string' && chainId.startsWith('solana:'),

    /** signMessage, signTransaction and signAndSendTransaction of the user's key; anything else 403. */
    async sign({ userId, method, params, chainId }: SignRequest): Promise<unknown> {
      if (!(solanaWalletMethods as readonly string[]).includes(method))
        throw walletErrors.notAllowed()
      const network = parseRequest(z.object({ chainId: solanaNetworkInput }), { chainId }).chainId
      // Solana's module serves the network (read per call: it registers its source after this module is built).
      const rpcUrl = chains.namespaces.get('solana')?.rpc.url(network)
      if (!rpcUrl) throw httpErrors.badRequest(`chainId: ${network} is not served here`)
      switch (method as SolanaWalletMethod) {
        case 'solana_signMessage': {
          const { message, pubkey } = paramsOf(solanaSignMessageParams, params)
          const key = await keys.keyFor(userId)
          if (pubkey !== key.address)
            throw httpErrors.badRequest("params.pubkey: not this user's address")
          if (isSolanaTransactionMessage(message))
            throw httpErrors.badRequest(
              'params.message: is a transaction message (ask for solana_signTransaction)',
            )
          const signature = withSigner(key, (signer) => signer.sign(message))
          return { signature: getBase58Decoder().decode(signature) }
        }
        case 'solana_signTransaction': {
          const { transaction } = paramsOf(solanaSignTransactionParams, params)
          const signed = signTransaction(await keys.keyFor(userId), transaction)
          return {
            signature: getBase58Decoder().decode(signed.signature),
            transaction: getBase64Decoder().decode(signed.transaction),
          }
        }
        case 'solana_signAndSendTransaction': {
          const { transaction, sendOptions } = paramsOf(solanaSignAndSendTransactionParams, params)
          const signed = signTransaction(await keys.keyFor(userId), transaction)
          const signature = await sendSolanaTransaction({
            rpcUrl,
            transaction: getBase64Decoder().decode(signed.transaction),
            sendOptions,
          })
          return { signature }
        }
      }
    },

    /** The 64-byte secret (seed ‖ public key) in base58, the form Phantom imports. */
    exportKey: (key) => withSigner(key, (signer) => signer.secretKey()),
  }
})
