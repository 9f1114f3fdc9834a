export type { BitcoinAddressFormat } from './addresses/bitcoinAddressFormat'
export { bitcoinNamespace, bitcoinNamespaceOf } from './addresses/bitcoinNamespace'
export { type BitcoinAddressType, decodeBitcoinAddress } from './addresses/decodeBitcoinAddress'
export {
  type BitcoinAccounts,
  type BitcoinAdapter,
  type BitcoinAdapterOptions,
  bitcoinAdapter,
} from './bitcoinAdapter'
export {
  bitcoinMainnet,
  bitcoinRegtest,
  bitcoinRegtestPort,
  bitcoinSignet,
  bitcoinTestnet4,
  esploraUrl,
} from './networks/bitcoinNetworks'
export {
  type BitcoinWalletChain,
  caipNetworkIdOfWalletChain,
  knownBitcoinChains,
  walletStandardChainOf,
} from './networks/walletStandardChain'
export type {
  BitcoinAddressPurpose,
  BitcoinConnectFeature,
  BitcoinSignMessageFeature,
  BitcoinSignTransactionFeature,
} from './walletStandard/bitcoinFeatures'
export { type BitcoinStandardWallet, parseBitcoinWallet } from './walletStandard/parseBitcoinWallet'
