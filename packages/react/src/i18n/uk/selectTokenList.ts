import type { selectTokenList as english } from '../en/selectTokenList'

/** The "Select token" list's strings, in the views of Swap and Send. */
export const selectTokenList: typeof english = {
  search: 'Пошук токенів',
  searchPlaceholder: 'Назва, тікер або адреса',
  yourTokens: 'Ваші токени',
  none: 'Немає токенів за вашим запитом.',
  balance: (amount) => `Баланс ${amount}`,
}
