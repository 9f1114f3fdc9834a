import { selectTokenList } from './selectTokenList'

/** Inside the send views (behaviour.md §13.1; loaded with them) and the Account view's Send button. */
export const sendViews = {
  titles: { WalletSend: 'Send', WalletSendPreview: 'Review Send' },
  sendButton: 'Send',
  token: 'Token',
  /** The token list the Token button opens (the one of Swap's Select token). */
  select: selectTokenList,
  recipient: 'Recipient',
  recipientPlaceholder: 'Address (0x…)',
  /** Where the network has a name registry (behaviour.md §13.3). */
  recipientPlaceholderWithNames: 'Address (0x…) or name (ada.eth)',
  amount: 'Amount',
  max: 'Max',
  maxLabel: 'Max amount',
  balance: (amount: string, symbol: string) => `Balance: ${amount} ${symbol}`,
  /** Where the namespace prices its fee by speed (Bitcoin's fee estimates). */
  feeSpeed: {
    label: 'Network fee speed',
    slow: 'Slow',
    normal: 'Normal',
    fast: 'Fast',
  },
  continue: 'Continue',
  loadingTokens: 'Loading your tokens…',
  problems: {
    noToken: 'There is nothing to send on this network yet.',
    noRecipient: 'Enter the address you are sending to.',
    invalidRecipient: (network: string) => `That is not an address on ${network}.`,
    namesNotSupported:
      'Names are not supported on this network yet. Enter the address you are sending to.',
    badChecksum: (checksummed: string) =>
      `This address looks mistyped: its capital letters do not match. Check it with the recipient. The correct form would be ${checksummed}.`,
    empty: 'Enter an amount.',
    notANumber: 'Enter the amount as a number, like 25 or 0.5.',
    tooManyDecimals: (symbol: string, decimals: number) =>
      `${symbol} has at most ${decimals} decimal places.`,
    zero: 'Enter an amount above zero.',
    insufficientBalance: (symbol: string, native: boolean) =>
      native
        ? `You do not have enough ${symbol} to send this and pay the network fee.`
        : `You do not have enough ${symbol} to send this.`,
  },
  /** A recipient typed as a name, under the field (behaviour.md §13.3). */
  names: {
    resolving: (name: string) => `Looking up ${name}…`,
    resolved: (name: string, address: string) => `${name} is ${address}.`,
    notFound: (name: string) => `No address found for ${name}`,
    invalid: (name: string) => `${name} is not a valid name.`,
  },
  warnings: {
    notChecksummed: (checksummed: string) =>
      `This address is not checksummed. It will be sent to ${checksummed}.`,
    self: 'This is your own address: you are sending to yourself.',
  },
  preview: {
    sending: 'You send',
    to: 'To',
    network: 'Network',
    fee: 'Network fee',
    feeSpeed: 'Fee speed',
    total: 'Total',
    estimating: 'Estimating…',
    feeUnavailable: 'Could not be estimated',
    unknownTotal: 'Unknown (no price)',
    send: 'Send',
    retry: 'Try again',
    pending: 'Confirm the transaction in your wallet…',
    rejected: 'You rejected the request in your wallet. Nothing was sent.',
    failed: (reason: string) => `The transaction could not be sent: ${reason}`,
  },
}
