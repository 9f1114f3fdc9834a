import type { selectTokenList as english } from '../en/selectTokenList'

/** The "Select token" list's strings, in the views of Swap and Send. */
export const selectTokenList: typeof english = {
  search: 'Szukaj tokena',
  searchPlaceholder: 'Nazwa, symbol lub adres',
  yourTokens: 'Twoje tokeny',
  none: 'Żaden token nie pasuje do wyszukiwania.',
  balance: (amount) => `Saldo ${amount}`,
}
