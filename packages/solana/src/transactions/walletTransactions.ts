import type { Network } from '@latch/core'
import { featureOf } from '@latch/core/walletStandard'
import {
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  type Transaction,
} from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignTransactionFeature,
  SolanaTransactionVersion,
} from '@solana/wallet-standard-features'
import type { WalletSession } from '../connection/WalletSession'
import { solanaRpc } from '../rpc/solanaRpc'

type SignFeature = SolanaSignTransactionFeature['solana:signTransaction']
type SignAndSendFeature = SolanaSignAndSendTransactionFeature['solana:signAndSendTransaction']

/** A transaction as kit's `Transaction` or as wire bytes, the two forms an app holds one in. */
export type AnyTransaction = Transaction | Uint8Array

const wireBytes = (transaction: AnyTransaction): Uint8Array =>
  transaction instanceof Uint8Array
    ? transaction
    : new Uint8Array(getTransactionEncoder().encode(transaction))

/** The transaction versions the wallet takes (for sending or signing), `legacy` when it says nothing. */
export function supportedVersions(session: WalletSession): readonly SolanaTransactionVersion[] {
  const feature =
    featureOf<SignAndSendFeature>(
      session.wallet,
      'solana:signAndSendTransaction',
      'signAndSendTransaction',
    ) ?? featureOf<SignFeature>(session.wallet, 'solana:signTransaction', 'signTransaction')
  try {
    const versions = feature?.supportedTransactionVersions
    return Array.isArray(versions) && versions.length ? versions : ['legacy']
  } catch {
    return ['legacy']
  }
}

/** Has the connected wallet sign (`solana:signTransaction`); answers the signed transaction in the form given. */
export async function signWithWallet<T extends AnyTransaction>(
  session: WalletSession,
  transaction: T,
): Promise<T> {
  const feature = featureOf<SignFeature>(
    session.wallet,
    'solana:signTransaction',
    'signTransaction',
  )
  if (!feature) throw new Error(`${session.name} cannot sign transactions`)
  const [output] = await feature.signTransaction({
    account: session.account,
    transaction: wireBytes(transaction),
    chain: session.chain,
  })
  const signed = output?.signedTransaction
  if (!(signed instanceof Uint8Array))
    throw new Error(`${session.name} answered no signed transaction`)
  // Decoding checks the wallet's answer is a transaction, whichever form the caller wants back.
  const decoded = getTransactionDecoder().decode(signed)
  return (transaction instanceof Uint8Array ? signed : decoded) as T
}

/**
 * Has the connected wallet sign and send (`solana:signAndSendTransaction`); a wallet without that feature signs
 * (`solana:signTransaction`) and the network's RPC sends. Resolves with the transaction's signature in base58.
 */
export async function signAndSendWithWallet(
  session: WalletSession,
  network: Network,
  transaction: AnyTransaction,
): Promise<string> {
  const feature = featureOf<SignAndSendFeature>(
    session.wallet,
    'solana:signAndSendTransaction',
    'signAndSendTransaction',
  )
  if (feature) {
    const [output] = await feature.signAndSendTransaction({
      account: session.account,
      transaction: wireBytes(transaction),
      chain: session.chain,
    })
    const signature = output?.signature
    if (!(signature instanceof Uint8Array) || signature.length !== 64)
      throw new Error(`${session.name} answered no transaction signature`)
    return getBase58Decoder().decode(signature)
  }
  const signed = await signWithWallet(session, wireBytes(transaction))
  return solanaRpc(network)
    .sendTransaction(getBase64EncodedWireTransaction(getTransactionDecoder().decode(signed)), {
      encoding: 'base64',
      preflightCommitment: 'confirmed',
    })
    .send()
}
