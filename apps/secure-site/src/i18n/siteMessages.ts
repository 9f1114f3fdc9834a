import type { Plural } from '@latch/core/locale'

/**
 * The English labels and titles the approval screens get from `describeRequest` (typed data's domain and the Solana
 * describer too): each locale says every one of them in its `labels` (behaviour.md §20). A label not listed (a typed
 * data field's name, the app's own) shows as it is.
 */
export const approvalLabels = [
  'Sign a message',
  'Send a transaction',
  'Sign a transaction',
  'Create a contract',
  'Account',
  'Network',
  'Amount',
  'Total amount',
  'To',
  'From',
  'Data',
  'Fee payer',
  'Transaction',
  'Program',
  'Programs',
  'Send',
  'Send tokens',
  'Send token',
  'Allow spending',
  'Move token',
  'Swap',
  'Wrap',
  'Unwrap',
  'Unknown call',
  'Create a token account',
  'Runs',
  'Account upgrade',
  'More',
  'App',
  'Version',
  'Contract',
  'Salt',
  'Let this app spend for you',
  'Spending limit',
  'Until',
  'Without asking',
  'Session',
  'Reason given',
  'Revoke a session',
  'After this',
] as const

export type ApprovalLabel = (typeof approvalLabels)[number]

/** The secure site's own words (its approval, key-export and passkey screens), in one language (behaviour.md §20). */
export type SiteMessages = {
  /** The BCP 47 tag of the language (`'pt-BR'`), what `Intl` counts with. */
  locale: string
  close: string
  asksApproval(app: string): string
  anAppAsks: string
  message: string
  messageHex: string
  reject: string
  approve: string
  /** Approve does nothing while the screen is covered (behaviour.md §11.6). */
  obscured: string
  /** The title of typed data to sign, by its primary type as the app names it (`Permit`, `Mail`). */
  signTypedData(type: string): string
  /**
   * The title of a batch of two calls or more (`wallet_sendCalls`, behaviour.md §6.5), by the count's plural
   * category in the language (`few` and `many` in Russian; English needs only `other`).
   */
  approveCalls: Plural
  exportTitle: string
  exportWarning: string
  /** The warning for a user who proves it with a passkey instead of a mailed code (behaviour.md §11.7). */
  exportWarningPasskey: string
  usePasskey: string
  cancel: string
  sendCode: string
  codeLabel: string
  showKey: string
  keepOffline: string
  solanaKey: string
  privateKey: string
  copied: string
  copy: string
  done: string
  /** The passkey screen (behaviour.md §11.7): create a wallet with one, sign in with it, or add one. */
  passkey: {
    title: { create: string; get: string; add: string }
    explanation: { create: string; get: string; add: string }
    /** The button that creates one (`create` and `add`); `get` uses `usePasskey`. */
    create: string
    /** The browser's prompt was dismissed, or no passkey was there. */
    notUsed: string
  }
  /** describeRequest's fixed titles and labels, by their English text. */
  labels: Record<ApprovalLabel, string>
  /**
   * What the approval rows' values say around what they name (behaviour.md §20.8): `{name}` is an address, an amount
   * with its symbol, a count or another of these sentences, formatted by `Intl` in the language.
   */
  values: {
    none: string
    yes: string
    no: string
    /** Where a transaction that creates a contract goes. */
    newContract: string
    /** How a batch runs, one by one or atomically (behaviour.md §6.5). */
    oneAfterAnother: string
    allOrNone: string
    accountUpgrade: string
    /** A session's terms (behaviour.md §6.6). */
    withoutAsking: string
    noLongerSpends: string
    /** A Solana transaction with instructions the screen cannot read. */
    cannotDescribe: string
    /** A chain the screen does not know, by its id. */
    chain: string
    /** An amount of the coin of a chain the screen does not know. */
    nativeCoin: string
    sendTo: string
    moveFrom: string
    maySpend: string
    anyAmountOf: string
    /** A token the screen could not read, by its address. */
    tokenAt: string
    /** A token the screen could not read: its amount in base units, by the count's plural category. */
    baseUnits: Plural
    unitsOf: Plural
    swap: string
    wrap: string
    unknownCall: string
    /** A session's limit: an amount, then its period (`perDay`, `every`, `inAll`). */
    limit: string
    perWeek: string
    perDay: string
    perHour: string
    perMinute: string
    /** `{duration}` is a count of a unit ("2 days"). */
    every: string
    /** One period, until the session ends. */
    inAll: string
    /** Solana's token transfers and token accounts. */
    solanaBaseUnits: Plural
    solanaTokens: string
    tokenAccountOf: string
    /** Typed data past what the screen lists. */
    moreFields: Plural
  }
}

export const en: SiteMessages = {
  locale: 'en',
  close: 'Close',
  asksApproval: (app) => `${app} asks for your approval.`,
  anAppAsks: 'An app asks for your approval.',
  message: 'Message',
  messageHex: 'Message (hex)',
  reject: 'Reject',
  approve: 'Approve',
  obscured: 'Approve works once this screen is in full view, with nothing over it.',
  signTypedData: (type) => `Sign ${type}`,
  approveCalls: { other: 'Approve {count} calls at once' },
  exportTitle: 'Export private key',
  exportWarning:
    'Anyone with this key controls your wallet and its funds. Never share it, and never paste it into a website. We will send a code to your e-mail first.',
  exportWarningPasskey:
    'Anyone with this key controls your wallet and its funds. Never share it, and never paste it into a website. We will ask for your passkey first.',
  usePasskey: 'Use passkey',
  cancel: 'Cancel',
  sendCode: 'Send code',
  codeLabel: 'Code from the e-mail',
  showKey: 'Show key',
  keepOffline: 'Your private key. Keep it offline.',
  solanaKey: 'Solana private key (base58, as Solana wallets import it)',
  privateKey: 'Private key',
  copied: 'Copied',
  copy: 'Copy',
  done: 'Done',
  passkey: {
    title: { create: 'Create a passkey', get: 'Sign in with a passkey', add: 'Add a passkey' },
    explanation: {
      create:
        'A passkey on this device becomes your wallet login: no e-mail, no password. It works only on this secure site.',
      get: 'Use the passkey you saved for this wallet. It works only on this secure site.',
      add: 'A passkey on this device lets you sign in without a code, and only on this secure site.',
    },
    create: 'Create passkey',
    notUsed: 'The passkey was not used. Try again.',
  },
  labels: Object.fromEntries(approvalLabels.map((label) => [label, label])) as Record<
    ApprovalLabel,
    string
  >,
  values: {
    none: 'none',
    yes: 'Yes',
    no: 'No',
    newContract: 'A new contract',
    oneAfterAnother: 'One call after the other',
    allOrNone: 'All together in one transaction, or none at all',
    accountUpgrade:
      'Your account starts running batches (EIP-7702, Simple7702Account); its address stays the same',
    withoutAsking: 'The app spends within this limit without asking you again, until you revoke it',
    noLongerSpends: 'The app can no longer spend for you',
    cannotDescribe: 'A transaction this screen cannot describe in full',
    chain: 'Chain {id}',
    nativeCoin: '{amount} native coin',
    sendTo: '{amount} to {to}',
    moveFrom: '{amount} from {from} to {to}',
    maySpend: '{spender} may spend {amount}',
    anyAmountOf: 'any amount of {token}',
    tokenAt: 'token {address}',
    baseUnits: {
      one: '{count} base unit of token {address}',
      other: '{count} base units of token {address}',
    },
    unitsOf: { one: '{count} unit of {address}', other: '{count} units of {address}' },
    swap: '{amount} for at least {out}, to {to}, through {router}',
    wrap: '{amount} into {token}',
    unknownCall: 'to {to}, {amount}, data {size}',
    limit: '{limit} {period}',
    perWeek: 'a week',
    perDay: 'a day',
    perHour: 'an hour',
    perMinute: 'a minute',
    every: 'every {duration}',
    inAll: 'in all',
    solanaBaseUnits: {
      one: '{count} base unit to token account {to}',
      other: '{count} base units to token account {to}',
    },
    solanaTokens: '{amount} of token {mint} to token account {to}',
    tokenAccountOf: 'of token {mint} for {owner}',
    moreFields: { one: '{count} more field not shown', other: '{count} more fields not shown' },
  },
}
