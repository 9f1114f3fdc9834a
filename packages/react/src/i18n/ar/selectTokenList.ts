import type { selectTokenList as english } from '../en/selectTokenList'

/** The "Select token" list's strings, in the views of Swap and Send. */
export const selectTokenList: typeof english = {
  search: 'البحث عن رمز',
  searchPlaceholder: 'الاسم أو الرمز أو العنوان',
  yourTokens: 'رموزك',
  none: 'لا يوجد رمز يطابق بحثك.',
  balance: (amount) => `الرصيد ${amount}`,
}
