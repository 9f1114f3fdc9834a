import type { selectTokenList as english } from '../en/selectTokenList'

/** The "Select token" list's strings, in the views of Swap and Send. */
export const selectTokenList: typeof english = {
  search: 'Token zoeken',
  searchPlaceholder: 'Naam, symbool of adres',
  yourTokens: 'Je tokens',
  none: 'Geen tokens gevonden voor je zoekopdracht.',
  balance: (amount) => `Saldo ${amount}`,
}
