import type { selectTokenList as english } from '../en/selectTokenList'

/** The "Select token" list's strings, in the views of Swap and Send. */
export const selectTokenList: typeof english = {
  search: 'Buscar token',
  searchPlaceholder: 'Nombre, símbolo o dirección',
  yourTokens: 'Tus tokens',
  none: 'Ningún token coincide con tu búsqueda.',
  balance: (amount) => `Saldo ${amount}`,
}
