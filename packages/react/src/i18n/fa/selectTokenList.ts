import type { selectTokenList as english } from '../en/selectTokenList'

/** The "Select token" list's strings, in the views of Swap and Send. */
export const selectTokenList: typeof english = {
  search: 'جستجوی توکن',
  searchPlaceholder: 'نام، نماد یا آدرس',
  yourTokens: 'توکن‌های شما',
  none: 'هیچ توکنی با جستجوی شما مطابقت ندارد.',
  balance: (amount) => `موجودی ${amount}`,
}
