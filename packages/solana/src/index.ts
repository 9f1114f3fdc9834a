export { type AccountNetwork, accountNetwork } from './connection/accountNetwork'
export { solanaDevnet, solanaLocal, solanaMainnet } from './networks/solanaNetworks'
export {
  caipNetworkIdOfWalletChain,
  knownWalletChains,
  listsNetwork,
  type SolanaWalletChain,
  walletStandardChainOf,
} from './networks/walletStandardChain'
export {
  type SolanaAdapter,
  type SolanaAdapterOptions,
  type SolanaTransactionOptions,
  solanaAdapter,
} from './solanaAdapter'
export { parseStandardWallet, type StandardWallet } from './walletStandard/parseStandardWallet'
