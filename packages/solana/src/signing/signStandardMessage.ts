import { featureOf } from '@latch/core/walletStandard'
import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import type { SolanaSession } from '../connection/createSolanaConnection'

type SignMessageFeature = SolanaSignMessageFeature['solana:signMessage']

/** Has the session's wallet sign a text message (`solana:signMessage`); the signature in base58. */
export async function signStandardMessage(
  session: SolanaSession,
  message: string,
): Promise<string> {
  const feature = featureOf<SignMessageFeature>(
    session.listed.wallet,
    'solana:signMessage',
    'signMessage',
  )
  if (!feature) throw new Error(`${session.listed.name} cannot sign messages`)
  const [output] = await feature.signMessage({
    account: session.account.account,
    message: new TextEncoder().encode(message),
  })
  const signature = output?.signature
  if (!(signature instanceof Uint8Array) || signature.length !== 64)
    throw new Error(`${session.listed.name} answered no signature`)
  // Base58, as Sign-In With Solana verifiers read it.
  const { encodeBase58 } = await import('./encodeBase58')
  return encodeBase58(signature)
}
