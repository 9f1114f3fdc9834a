import { featureOf } from '@latch/core/walletStandard'
import { base64 } from '@scure/base'
import type { BitcoinSession } from '../connection/createBitcoinConnection'
import type { BitcoinSignMessageFeature } from '../walletStandard/bitcoinFeatures'

type SignMessageFeature = BitcoinSignMessageFeature['bitcoin:signMessage']

/**
 * Has the session's wallet sign a text message with the account of `address` (`bitcoin:signMessage`: BIP-322
 * simple, or the legacy format for wallets that only have that); the signature as the wallet gives it, in base64,
 * as Bitcoin's message verifiers read it.
 */
export async function signBitcoinMessage(
  session: BitcoinSession,
  message: string,
  address: string,
): Promise<string> {
  const signer = session.ordinal?.address === address ? session.ordinal : session.payment
  const feature = featureOf<SignMessageFeature>(
    session.listed.wallet,
    'bitcoin:signMessage',
    'signMessage',
  )
  if (!feature) throw new Error(`${session.listed.name} cannot sign messages`)
  const [output] = await feature.signMessage({
    account: signer.account,
    message: new TextEncoder().encode(message),
  })
  const signature: unknown = output?.signature
  // A BIP-322 witness or a 65-byte legacy signature: never empty, never more than a few hundred bytes.
  if (!(signature instanceof Uint8Array) || signature.length === 0 || signature.length > 8192)
    throw new Error(`${session.listed.name} answered no signature`)
  return base64.encode(signature)
}
