import type { selectTokenList as english } from '../en/selectTokenList'

/** The "Select token" list's strings, in the views of Swap and Send. */
export const selectTokenList: typeof english = {
  search: 'Token suchen',
  searchPlaceholder: 'Name, Symbol oder Adresse',
  yourTokens: 'Deine Token',
  none: 'Kein Token passt zu deiner Suche.',
  balance: (amount) => `Guthaben ${amount}`,
}
