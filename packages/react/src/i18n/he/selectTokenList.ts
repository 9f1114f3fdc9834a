import type { selectTokenList as english } from '../en/selectTokenList'

/** The "Select token" list's strings, in the views of Swap and Send. */
export const selectTokenList: typeof english = {
  search: 'חיפוש טוקנים',
  searchPlaceholder: 'שם, סימול או כתובת',
  yourTokens: 'הטוקנים שלך',
  none: 'אין טוקן שתואם לחיפוש.',
  balance: (amount) => `יתרה ${amount}`,
}
