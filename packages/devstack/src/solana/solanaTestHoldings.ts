import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha256'
import { base58 } from '@scure/base'

/**
 * The "Latch USD" mint's private key: sha256('latch-dev-solana-lusd'), so the mint has the same address on every
 * run (a dev chain's token list and the sample wallet can name it). A public, local-only key.
 */
export const solanaLocalUsdMintKey = sha256(new TextEncoder().encode('latch-dev-solana-lusd'))

/** The address of the "Latch USD" SPL mint on the local Solana chain. */
export const solanaLocalUsdMint = base58.encode(ed25519.getPublicKey(solanaLocalUsdMintKey))

/** What each of the ten Solana test keys holds when the local chain starts. */
export const solanaTestHoldings = {
  /** 100 SOL. */
  lamports: 100_000_000_000n,
  sol: '100',
  usd: {
    mint: solanaLocalUsdMint,
    name: 'Latch USD',
    symbol: 'LUSD',
    decimals: 6,
    /** 1,000 LUSD in base units, in each key's associated token account. */
    amount: 1_000_000_000n,
    uiAmount: '1000',
  },
} as const
