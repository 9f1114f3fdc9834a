import { keccak256, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * The dev stack's Farcaster account, a stand-in for a real one: fid 1042, whose custody key the sample wallet
 * signs with when it plays the Farcaster app. Never a secret.
 */
export const devFarcasterFid = 1042n
export const devFarcasterCustodyKey = keccak256(toHex('latch dev farcaster custody'))
export const devFarcasterCustody = privateKeyToAccount(devFarcasterCustodyKey)
