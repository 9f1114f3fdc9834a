/**
 * Every error text of behaviour.md §8, word for word, one export each: `import * as errorTexts` reads them as a
 * table while a bundle keeps only the texts its code uses. Views, adapters and the server import these; no text is
 * written twice.
 */
// Toasts
export const tokenBalanceUnavailable = 'Token Balance Unavailable'
export const failedToFetchTransactions = 'Failed to fetch transactions'
export const authenticationInitFailed = 'A problem occurred while trying initialize authentication'
export const errorSigningMessage = 'Error signing message'
export const authenticating = 'Authenticating...'

// Thrown errors
export const networkNotSupportedForGasPrice = 'Network not supported for Gas Price'
export const networkNotSupportedForSwaps = 'Network not supported for Swaps'
export const modalClosed = 'Modal closed'
export const popupClosed = 'Popup closed'
export const connectionRejected = 'Connection rejected'
export const failedToConnect = 'Failed to connect'
export const failedToInitiateSocialConnection = 'Failed to initiate social connection'
export const failedToConnectToFarcaster = 'Failed to connect to farcaster'
export const noAuthConnectorFound = 'No auth connector found'
export const notConnectedToEmailOrSocial = 'Not connected to email or social'
export const failedToDisconnect = 'Failed to disconnect'
export const invalidCaipAddress = 'Invalid CAIP Address'
export const siwxNotEnabled = 'SIWX is not enabled'
export const requestAborted = 'Request was aborted'
export const somethingWentWrong = 'Something went wrong'
export const frameDefaultError = 'An error occurred'
export const emailLoginDependencyUnavailable = 'Unable to load email login dependency'
export const frameIframeNotSet = 'W3mFrame: iframe is not set'
export const frameParentNotSet = 'W3mFrame: parent is not set'
export const networkNotFound = 'Network not found'
export const addressOrAuthConnectorNotFound = 'Address or auth connector not found'
export const errorResolvingName = 'Error resolving name'
export const errorFetchingNameSuggestions = 'Error fetching name suggestions'
export const errorFetchingNamesForAddress = 'Error fetching names for address'
export const errorRegisteringName = (name: string) => `Error registering name ${name}`
export const invalidChainId = 'Invalid chainId'
export const unknownReason = 'unknown reason'
export const connectorUnsupportedChains =
  'The connector does not support any of the requested chains'
export const walletConnectConnectorNotFound = 'WalletConnectConnector not found'
export const unsupportedChainNamespace = 'Unsupported chain namespace'
export const networkControllerClientNotSet = 'NetworkController client not set'
export const chainAdapterNotFound = 'Chain adapter not found'

// Provider errors
export const originNotAllowed = 'Unauthorized: origin not allowed'
export const jwtNotYetValid = 'JWT Token is not yet valid'
export const invalidKey = 'Unauthorized: invalid key'

// Timeouts (codes of the embedded-wallet frame)
export const iframeLoadFailed = 'iframe_load_failed'
export const iframeRequestTimeout = 'iframe_request_timeout'

// Validation (behaviour.md §5, §6)
export const rpcCallNotAllowed = 'Requested RPC call is not allowed'
export const actionNotAllowed = 'Action not allowed'
export const emailLoginCooldown = (seconds: number) => `Please try again after ${seconds} seconds`

// Wallet outcomes the spec names without a text of its own
export const userRejected = 'User rejected the request'
export const switchNetworkFailed = 'Failed to switch network'
export const unknownConnector = 'Connector not found'
export const invalidEmail = 'Enter a valid e-mail address'
export const invalidProjectId = 'Invalid Project ID'
export const rateLimited = 'Rate Limited'
/** An account's wrong-code budget is spent (NIST SP 800-63B §5.2.2; the spec names no text for it). */
export const tooManyWrongCodes = (hours: number) =>
  `Too many wrong codes for this account: try again in ${hours} ${hours === 1 ? 'hour' : 'hours'}`
/** A switch to the smart account outside `smartAccountNetworks` (behaviour.md §6.1; the spec names no text). */
export const smartAccountNotOnNetwork = 'Smart accounts are not available on this network'
/** A switch to the smart account from the smart account (behaviour.md §6.1; the spec names no text). */
export const alreadySmartAccount = 'The account is already a smart account'
