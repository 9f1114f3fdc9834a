import { testAccount } from '../testAccounts'

/** The names the dev chains register (forward and reverse): ada.eth is test account #3, bob.eth #4. */
export const devEnsNames = {
  'ada.eth': testAccount(3).address,
  'bob.eth': testAccount(4).address,
} as const
