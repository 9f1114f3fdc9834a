import type { selectTokenList as english } from '../en/selectTokenList'

/** The "Select token" list's strings, in the views of Swap and Send. */
export const selectTokenList: typeof english = {
  search: '搜尋代幣',
  searchPlaceholder: '名稱、代號或地址',
  yourTokens: '你的代幣',
  none: '沒有符合搜尋條件的代幣。',
  balance: (amount) => `餘額 ${amount}`,
}
