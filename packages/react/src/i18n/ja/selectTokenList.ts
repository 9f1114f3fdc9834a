import type { selectTokenList as english } from '../en/selectTokenList'

/** The "Select token" list's strings, in the views of Swap and Send. */
export const selectTokenList: typeof english = {
  search: 'トークンを検索',
  searchPlaceholder: '名前、シンボル、またはアドレス',
  yourTokens: '保有トークン',
  none: '検索に一致するトークンはありません。',
  balance: (amount) => `残高 ${amount}`,
}
