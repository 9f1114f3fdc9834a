import { type HDAccount, HDKey, hdKeyToAccount } from 'viem/accounts'
import { testSeed } from './testSeed'

export { testMnemonic } from './testSeed'

/** The first ten accounts of the test mnemonic, funded with 10,000 ETH on a fresh dev chain. */
export const testAccounts: readonly HDAccount[] = Array.from({ length: 10 }, (_, addressIndex) =>
  hdKeyToAccount(HDKey.fromMasterSeed(testSeed()), { addressIndex }),
)

/** Test account #index (0–9). */
export function testAccount(index: number): HDAccount {
  const account = testAccounts[index]
  if (!account) throw new Error(`There are ten test accounts (0–9), not #${index}`)
  return account
}
