import type { selectTokenList as english } from '../en/selectTokenList'

/** The "Select token" list's strings, in the views of Swap and Send. */
export const selectTokenList: typeof english = {
  search: 'ค้นหาโทเค็น',
  searchPlaceholder: 'ชื่อ สัญลักษณ์ หรือที่อยู่',
  yourTokens: 'โทเค็นของคุณ',
  none: 'ไม่พบโทเค็นที่ตรงกับการค้นหาของคุณ',
  balance: (amount) => `ยอดคงเหลือ ${amount}`,
}
