import type { selectTokenList as english } from '../en/selectTokenList'

/** The "Select token" list's strings, in the views of Swap and Send. */
export const selectTokenList: typeof english = {
  search: 'टोकन खोजें',
  searchPlaceholder: 'नाम, सिंबल या पता',
  yourTokens: 'आपके टोकन',
  none: 'आपकी खोज से कोई टोकन मेल नहीं खाता।',
  balance: (amount) => `बैलेंस ${amount}`,
}
