import type { selectTokenList as english } from '../en/selectTokenList'

/** The "Select token" list's strings, in the views of Swap and Send. */
export const selectTokenList: typeof english = {
  search: 'Token ara',
  searchPlaceholder: 'Ad, sembol veya adres',
  yourTokens: 'Tokenlarınız',
  none: 'Aramanızla eşleşen token yok.',
  balance: (amount) => `Bakiye ${amount}`,
}
