/**
 * Every error text of the spec (§8), word for word. Views, adapters and the server import
 * these; no text is written twice.
 */
export const errorTexts = {
  // Toasts
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  failedToFetchTransactions: 'Failed to fetch transactions',
  authenticationInitFailed: 'A problem occurred while trying initialize authentication',
  errorSigningMessage: 'Error signing message',
  authenticating: 'Authenticating...',

  // Thrown errors
  networkNotSupportedForGasPrice: 'Network not supported for Gas Price',
  networkNotSupportedForSwaps: 'Network not supported for Swaps',
  modalClosed: 'Modal closed',
  popupClosed: 'Popup closed',
  connectionRejected: 'Connection rejected',
  failedToConnect: 'Failed to connect',
  failedToInitiateSocialConnection: 'Failed to initiate social connection',
  failedToConnectToFarcaster: 'Failed to connect to farcaster',
  noAuthConnectorFound: 'No auth connector found',
  notConnectedToEmailOrSocial: 'Not connected to email or social',
  failedToDisconnect: 'Failed to disconnect',
  invalidCaipAddress: 'Invalid CAIP Address',
  siwxNotEnabled: 'SIWX is not enabled',
  requestAborted: 'Request was aborted',
  somethingWentWrong: 'Something went wrong',
  frameDefaultError: 'An error occurred',
  emailLoginDependencyUnavailable: 'Unable to load email login dependency',
  frameIframeNotSet: 'W3mFrame: iframe is not set',
  frameParentNotSet: 'W3mFrame: parent is not set',
  networkNotFound: 'Network not found',
  addressOrAuthConnectorNotFound: 'Address or auth connector not found',
  errorResolvingName: 'Error resolving name',
  errorFetchingNameSuggestions: 'Error fetching name suggestions',
  errorFetchingNamesForAddress: 'Error fetching names for address',
  errorRegisteringName: (name: string) => `Error registering name ${name}`,
  invalidChainId: 'Invalid chainId',
  unknownReason: 'unknown reason',
  connectorUnsupportedChains: 'The connector does not support any of the requested chains',
  walletConnectConnectorNotFound: 'WalletConnectConnector not found',
  unsupportedChainNamespace: 'Unsupported chain namespace',
  networkControllerClientNotSet: 'NetworkController client not set',
  chainAdapterNotFound: 'Chain adapter not found',

  // Provider errors
  originNotAllowed: 'Unauthorized: origin not allowed',
  jwtNotYetValid: 'JWT Token is not yet valid',
  invalidKey: 'Unauthorized: invalid key',

  // Timeouts (codes of the embedded-wallet frame)
  iframeLoadFailed: 'iframe_load_failed',
  iframeRequestTimeout: 'iframe_request_timeout',

  // Validation (§5, §6)
  rpcCallNotAllowed: 'Requested RPC call is not allowed',
  actionNotAllowed: 'Action not allowed',
  emailLoginCooldown: (seconds: number) => `Please try again after ${seconds} seconds`,

  // Wallet outcomes the spec names without a text of its own
  userRejected: 'User rejected the request',
  switchNetworkFailed: 'Failed to switch network',
  unknownConnector: 'Connector not found',
  invalidEmail: 'Enter a valid e-mail address',
  invalidProjectId: 'Invalid Project ID',
  rateLimited: 'Rate Limited',
} as const

export type ErrorCode = keyof typeof errorTexts
