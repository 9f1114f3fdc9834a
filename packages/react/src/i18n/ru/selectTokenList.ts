import type { selectTokenList as english } from '../en/selectTokenList'

/** The "Select token" list's strings, in the views of Swap and Send. */
export const selectTokenList: typeof english = {
  search: 'Поиск токенов',
  searchPlaceholder: 'Название, тикер или адрес',
  yourTokens: 'Ваши токены',
  none: 'Нет токенов по вашему запросу.',
  balance: (amount) => `Баланс ${amount}`,
}
