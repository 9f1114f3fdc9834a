// The whole dev stack. A test that needs only a chain imports `@latch/devstack/chain` (no OIDC provider, no
// litesvm).
export * from './chain'
export * from './oidc/index'
export { solanaLocalUsdMint, solanaTestHoldings } from './solana/solanaTestHoldings'
export { type SolanaTestKey, solanaTestKey } from './solana/solanaTestKeys'
export {
  type SolanaChain,
  solanaLocalCaipNetworkId,
  solanaLocalGenesisHash,
  startSolanaChain,
} from './solana/startSolanaChain'
export { type DevChainInfo, startDevChains } from './startDevChains'
export {
  buildDemo,
  buildSecureSite,
  type DevStack,
  type DevStackInfo,
  startDevStack,
  swapEnv,
} from './startDevStack'
