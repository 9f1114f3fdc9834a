import type { selectTokenList as english } from '../en/selectTokenList'

/** The "Select token" list's strings, in the views of Swap and Send. */
export const selectTokenList: typeof english = {
  search: 'Rechercher un jeton',
  searchPlaceholder: 'Nom, symbole ou adresse',
  yourTokens: 'Vos jetons',
  none: 'Aucun jeton ne correspond à votre recherche.',
  balance: (amount) => `Solde ${amount}`,
}
