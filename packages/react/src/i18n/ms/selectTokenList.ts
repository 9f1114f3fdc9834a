import type { selectTokenList as english } from '../en/selectTokenList'

/** The "Select token" list's strings, in the views of Swap and Send. */
export const selectTokenList: typeof english = {
  search: 'Cari token',
  searchPlaceholder: 'Nama, simbol atau alamat',
  yourTokens: 'Token anda',
  none: 'Tiada token yang sepadan dengan carian anda.',
  balance: (amount) => `Baki ${amount}`,
}
