/** Modal views (spec §2), plus ConnectingExternal and Networks which the walking skeleton needs. */
export const viewNames = [
  'Connect',
  'ConnectingExternal',
  'Account',
  'Networks',
  'SwitchNetwork',
  'UnsupportedChain',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingFarcaster',
  'EmailLogin',
  'ProfileWallets',
  'UpdateEmailWallet',
  'SIWXSignMessage',
  'ApproveTransaction',
  'SwitchActiveChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
] as const
export type ViewName = (typeof viewNames)[number]

export function isViewName(value: unknown): value is ViewName {
  return typeof value === 'string' && (viewNames as readonly string[]).includes(value)
}

/** One entry of the view history; `data` carries what the view needs (a connector id, a network id). */
export type RouterEntry = { view: ViewName; data?: Readonly<Record<string, string>> | undefined }
