import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha256'
import { base58 } from '@scure/base'
import { type Address, address, lamports } from '@solana/kit'
import {
  AccountState,
  findAssociatedTokenPda,
  getMintEncoder,
  getTokenEncoder,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { LiteSVM } from 'litesvm'
import { systemProgram } from './parseSolanaInstruction'
import { solanaLocalUsdMint, solanaTestHoldings } from './solanaTestHoldings'
import { solanaTestKey } from './solanaTestKeys'

/**
 * The faucet behind `requestAirdrop` (solana-test-validator has one too): its key is sha256('latch-dev-solana-
 * faucet'), so airdrops are ordinary, signed System transfers that show in the history like any other.
 */
export const solanaFaucetKey = sha256(new TextEncoder().encode('latch-dev-solana-faucet'))
export const solanaFaucet = base58.encode(ed25519.getPublicKey(solanaFaucetKey))
const faucetLamports = 500_000_000_000_000_000n // 500 million SOL

/**
 * The chain's first state, the same on every run: the ten test keys with 100 SOL and 1,000 LUSD each (in their
 * associated token accounts), the "Latch USD" mint (6 decimals, mint authority test key #0) and the faucet.
 * Written as accounts, the way a cluster's genesis holds them: no transaction history.
 */
export async function writeSolanaGenesis(svm: LiteSVM) {
  const holders = Array.from({ length: 10 }, (_, index) => address(solanaTestKey(index).address))
  const system = address(systemProgram)
  const mint = address(solanaLocalUsdMint)
  const { decimals, amount } = solanaTestHoldings.usd
  const put = (account: Address, balance: bigint, owner: Address, data = new Uint8Array()) =>
    svm.setAccount({
      address: account,
      lamports: lamports(balance),
      programAddress: owner,
      data,
      executable: false,
      space: BigInt(data.length),
    })

  put(address(solanaFaucet), faucetLamports, system)
  for (const holder of holders) put(holder, solanaTestHoldings.lamports, system)

  const mintData = new Uint8Array(
    getMintEncoder().encode({
      mintAuthority: holders[0] ?? null,
      supply: amount * BigInt(holders.length),
      decimals,
      isInitialized: true,
      freezeAuthority: null,
    }),
  )
  put(
    mint,
    svm.minimumBalanceForRentExemption(BigInt(mintData.length)),
    TOKEN_PROGRAM_ADDRESS,
    mintData,
  )

  for (const owner of holders) {
    const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
    const tokenData = new Uint8Array(
      getTokenEncoder().encode({
        mint,
        owner,
        amount,
        delegate: null,
        state: AccountState.Initialized,
        isNative: null,
        delegatedAmount: 0,
        closeAuthority: null,
      }),
    )
    put(
      ata,
      svm.minimumBalanceForRentExemption(BigInt(tokenData.length)),
      TOKEN_PROGRAM_ADDRESS,
      tokenData,
    )
  }
}
