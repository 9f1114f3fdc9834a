import type { selectTokenList as english } from '../en/selectTokenList'

/** The "Select token" list's strings, in the views of Swap and Send. */
export const selectTokenList: typeof english = {
  search: '토큰 검색',
  searchPlaceholder: '이름, 심볼 또는 주소',
  yourTokens: '내 토큰',
  none: '검색과 일치하는 토큰이 없습니다.',
  balance: (amount) => `잔액 ${amount}`,
}
