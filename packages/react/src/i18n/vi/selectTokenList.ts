import type { selectTokenList as english } from '../en/selectTokenList'

/** The "Select token" list's strings, in the views of Swap and Send. */
export const selectTokenList: typeof english = {
  search: 'Tìm token',
  searchPlaceholder: 'Tên, ký hiệu hoặc địa chỉ',
  yourTokens: 'Token của bạn',
  none: 'Không có token nào khớp với tìm kiếm của bạn.',
  balance: (amount) => `Số dư ${amount}`,
}
