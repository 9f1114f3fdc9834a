import type { selectTokenList as english } from '../en/selectTokenList'

/** The "Select token" list's strings, in the views of Swap and Send. */
export const selectTokenList: typeof english = {
  search: 'Cerca token',
  searchPlaceholder: 'Nome, simbolo o indirizzo',
  yourTokens: 'I tuoi token',
  none: 'Nessun token corrisponde alla ricerca.',
  balance: (amount) => `Saldo ${amount}`,
}
