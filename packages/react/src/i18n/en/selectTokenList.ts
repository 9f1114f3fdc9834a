/** The "Select token" list's strings (`components/SelectTokenList.tsx`), in the views of Swap and Send. */
export const selectTokenList = {
  search: 'Search tokens',
  searchPlaceholder: 'Name, symbol or address',
  yourTokens: 'Your tokens',
  none: 'No token matches your search.',
  balance: (amount: string) => `Balance ${amount}`,
}
