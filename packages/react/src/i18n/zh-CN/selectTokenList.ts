import type { selectTokenList as english } from '../en/selectTokenList'

/** The "Select token" list's strings, in the views of Swap and Send. */
export const selectTokenList: typeof english = {
  search: '搜索代币',
  searchPlaceholder: '名称、符号或地址',
  yourTokens: '你的代币',
  none: '没有与搜索匹配的代币。',
  balance: (amount) => `余额 ${amount}`,
}
