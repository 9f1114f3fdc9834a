import { mnemonicToSeedSync } from '@scure/bip39'

/** The standard test mnemonic of anvil and hardhat: public, for local chains only. */
export const testMnemonic = 'test test test test test test test test test test test junk'

let seed: Uint8Array | undefined

/**
 * The BIP-39 seed of the test mnemonic, computed once per process or page. It is 2,048 rounds of PBKDF2 in
 * JavaScript (about 100 ms of CPU in a page): the EVM, Solana and Bitcoin test keys each ran it again, and the
 * sample wallet does on every page load of the e2e (docs/testing.md).
 */
export function testSeed(): Uint8Array {
  seed ??= mnemonicToSeedSync(testMnemonic)
  return seed
}
