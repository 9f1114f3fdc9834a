import type { selectTokenList as english } from '../en/selectTokenList'

/** The "Select token" list's strings, in the views of Swap and Send. */
export const selectTokenList: typeof english = {
  search: 'Buscar token',
  searchPlaceholder: 'Nome, símbolo ou endereço',
  yourTokens: 'Seus tokens',
  none: 'Nenhum token corresponde à sua busca.',
  balance: (amount) => `Saldo ${amount}`,
}
