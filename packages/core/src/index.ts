export type {
  AccountDataSource,
  Identity,
  NftItem,
  Page,
  TokenBalance,
} from './account/AccountDataSource'
export type {
  AccountData,
  AccountDataError,
  AccountDataState,
  AccountRef,
} from './account/createAccountData'
export type { TransactionGroup } from './activity/groupTransactions'
export type { Transaction, TransactionTransfer } from './activity/Transaction'
export type {
  AdapterBalance,
  AdapterCapabilities,
  AdapterConnection,
  CapabilityLoaders,
  CapabilityName,
  ChainAdapter,
  ConnectionAccount,
  ConnectionStatus,
} from './adapter'
export { checksumEvmAddress, hasValidChecksum, isEvmAddress } from './addresses/evmAddress'
export { shortenAddress } from './addresses/shortenAddress'
export { isSolanaAddress } from './addresses/solanaAddress'
export type { AnalyticsEventName, AnalyticsRecord } from './analytics/AnalyticsEvent'
export type { AnalyticsOptions } from './analytics/AnalyticsOptions'
export type { AnalyticsSlice } from './analytics/analyticsSlice'
export type { DataApiClient, DataApiClientOptions } from './api/createDataApiClient'
export type { ConnectMethod, SocialProvider, TelegramPlatform } from './auth/socialProviders'
export type {
  BatchCall,
  BatchCapability,
  CallsStatus,
  SendCallsParameters,
  WalletCapabilities,
} from './batch/BatchCapability'
export {
  type CaipAddress,
  formatCaipAddress,
  isCaipAddress,
  parseCaipAddress,
} from './caip/caipAddress'
export {
  type CaipNetworkId,
  formatCaipNetworkId,
  isCaipNetworkId,
  parseCaipNetworkId,
} from './caip/caipNetworkId'
export { type ChainNamespace, chainNamespaces, isChainNamespace } from './caip/chainNamespace'
export type { AddressCheck, NamespaceDescriptor } from './caip/NamespaceDescriptor'
export type { CapabilityEntry } from './connection/CapabilityEntry'
export { type ConnectParameters, connect } from './connection/connect'
export type { Attempt } from './connection/connectionSlice'
export { type DisconnectParameters, disconnect } from './connection/disconnect'
export { type GetAccountParameters, getAccount } from './connection/getAccount'
export { type GetConnectorsParameters, getConnectors } from './connection/getConnectors'
export { getNamespaceToConnect } from './connection/getNamespaceToConnect'
export type { Connector, ConnectorType } from './connectors/Connector'
export { dedupeConnectors } from './connectors/dedupeConnectors'
export { type ConnectorGroup, connectorGroups, orderConnectors } from './connectors/orderConnectors'
export { reconnectOrder } from './connectors/reconnectOrder'
export { safeIconUrl } from './connectors/safeIconUrl'
export * from './constants'
export { createLatch, type Latch } from './createLatch'
export type { EmbeddedWalletCapability } from './embeddedWallet/EmbeddedWalletCapability'
export type { EmbeddedWalletOptions } from './embeddedWallet/EmbeddedWalletOptions'
export type { EmbeddedWalletPort } from './embeddedWallet/EmbeddedWalletPort'
export type { EmbeddedWalletViews } from './embeddedWallet/EmbeddedWalletViews'
export type { EmbeddedWalletSlice } from './embeddedWallet/embeddedWalletSlice'
export type { SmartAccountCapability } from './embeddedWallet/SmartAccountCapability'
export type { ActionResult } from './errors/ActionResult'
// The alerts' catalogue and actions are `@latch/core/alerts`: re-exported here, they would be in every first paint.
export type { Alert, AlertCode } from './errors/alerts'
export type { ErrorCode } from './errors/ErrorCode'
export * as errorTexts from './errors/errorTexts'
export { LatchError } from './errors/LatchError'
export {
  isUnrecognizedChainError,
  isUserRejectedError,
  toLatchError,
  walletErrorCodes,
} from './errors/providerErrors'
export type { LatchEventName, LatchEvents } from './events/LatchEvents'
export type { FeatureState, LatchState } from './features'
export type { FeatureParts, LatchFeature } from './LatchFeature'
export type { LatchMetadata, LatchOptions, ThemeMode, ThemeVariables } from './LatchOptions'
export { requestedLocale } from './locale/requestedLocale'
export { setLocale } from './locale/setLocale'
export type { LogLevel } from './log/LogLevel'
export { closeModal } from './modal/closeModal'
export { type OpenModalParameters, openModal } from './modal/openModal'
export type { NamesCapability } from './names/NamesCapability'
export type { NamesOptions } from './names/NamesOptions'
export type { NamesViews } from './names/NamesViews'
export { coinTypeForChain, isValidNameLabel } from './names/nameRules'
export { addressExplorerUrl } from './network/addressExplorerUrl'
export { defineNetwork } from './network/defineNetwork'
export { getNetwork } from './network/getNetwork'
export type { Network } from './network/Network'
export { type SwitchNetworkParameters, switchNetwork } from './network/switchNetwork'
export type { OnRampViews } from './onramp/OnRampViews'
export type { OnRampOption } from './onramp/onrampFeature'
export type { OnRampSlice } from './onramp/onrampSlice'
export { isOriginAllowed, isValidOriginPattern } from './origins/isOriginAllowed'
export type {
  Connection,
  ConnectionAuth,
  ProfileConnectionStatus,
} from './profileWallets/Connection'
export type {
  HeldConnection,
  ProfileWalletsCapability,
} from './profileWallets/ProfileWalletsCapability'
export type { ProfileWalletsViews } from './profileWallets/ProfileWalletsViews'
export type { ProfileWalletsSlice } from './profileWallets/profileWalletsSlice'
export type { SavedWallet } from './profileWallets/SavedWallet'
export { type OpenDecision, resolveOpenView } from './router/resolveOpenView'
export { closedHistory, historyAfterBack, inlineView } from './router/routerRules'
export { showsUnsupportedChain } from './router/unsupportedChain'
export type {
  RouterEntry,
  RouterEntryOf,
  ViewName,
  ViewParams,
  ViewWithoutParams,
} from './router/views'
export { classifyRpcResponse, type RpcResponseKind } from './rpc/classifyRpcResponse'
export {
  notSafeRpcMethods,
  type RpcMethodKind,
  rpcMethodKind,
  safeRpcMethods,
} from './rpc/rpcMethods'
export { validateSendCalls } from './rpc/validateSendCalls'
export { validateSolanaSignMessage } from './rpc/validateSolanaSignMessage'
export type { FeeSpeed, SendAssetParameters, SendCapability } from './send/SendCapability'
export type { SendDraft, SendToken } from './send/SendDraft'
export type { SendViews } from './send/SendViews'
export { sendFeature } from './send/sendFeature'
export type { SendForm } from './send/sendSlice'
export type {
  GrantedSession,
  SessionPermission,
  SessionsCapability,
} from './sessions/SessionsCapability'
export type { SiwxCapability } from './siwx/SiwxCapability'
export type {
  LatchSiwxOptions,
  SiwxConfig,
  SiwxMessage,
  SiwxMessageData,
  SiwxOption,
  SiwxSession,
} from './siwx/SiwxConfig'
export type { SiwxViews } from './siwx/SiwxViews'
export type { SiwxStatus } from './siwx/siwxSlice'
export { type CachedResult, createCachedLoader } from './state/createCachedLoader'
export { type AccountState, deriveAccount } from './state/deriveAccount'
export {
  createLatchStorage,
  type LatchStorage,
  type SavedConnections,
  type StorageLike,
} from './storage/createLatchStorage'
export type { PreparedTransactionParameters, SwapCapability } from './swap/SwapCapability'
export type { PreparedTransaction, SwapQuote, SwapToken } from './swap/SwapToken'
export type { SwapViews } from './swap/SwapViews'
export type { SwapErrorCode } from './swap/swapErrorOf'
export { swapFeature } from './swap/swapFeature'
export type { SwapSlice, SwapStep } from './swap/swapSlice'
export { createPendingTransactionWatcher } from './timing/createPendingTransactionWatcher'
export { isPairingExpired, pairingExpiresAt } from './timing/pairingExpiry'
export type { Scheduler } from './timing/scheduler'
export {
  createToastQueue,
  type Toast,
  type ToastQueue,
  type ToastVariant,
} from './toasts/createToastQueue'
export type { TransactionOutcome, TransactionWaiter } from './transactions/TransactionWaiter'
export { isDecimalString, transferValue } from './values/decimalString'
export { formatBalance } from './values/formatBalance'
export { formatUsd } from './values/formatUsd'
export { fromBaseUnits } from './values/fromBaseUnits'
export { truncateEmail } from './values/truncateEmail'
export type { CustomWallet } from './walletConnect/CustomWallet'
export type { RegistryClient, RegistryQuery } from './walletConnect/createRegistryClient'
export type { RegistryPage, RegistryWallet } from './walletConnect/RegistryWallet'
export type {
  WalletConnectCapability,
  WalletConnectClient,
  WalletConnectNamespaceProposal,
  WalletConnectSetup,
} from './walletConnect/WalletConnectCapability'
export type { WalletConnectOptions } from './walletConnect/WalletConnectOptions'
export type { ChosenWallet, Pairing, WalletConnectSlice } from './walletConnect/walletConnectSlice'
