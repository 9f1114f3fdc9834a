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
}
