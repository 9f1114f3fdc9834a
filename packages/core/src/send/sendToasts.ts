/**
 * The send's status toasts (behaviour.md §13.1), in the words a visitor reads: one export each, like errors/errorTexts.
 */
export const sending = (amount: string, symbol: string) => `Sending ${amount} ${symbol}…`
export const sent = (amount: string, symbol: string) => `Sent ${amount} ${symbol}`
export const reverted = 'The transaction failed on chain'
export const stillPending = 'Still pending: it shows in Activity once mined'
