// `@latch/devstack/solana`: the local Solana chain (litesvm) and its test keys and holdings, without the EVM
// chain, the OIDC provider or the servers.
export { solanaLocalUsdMint, solanaTestHoldings } from './solanaTestHoldings'
export { type SolanaTestKey, solanaTestKey } from './solanaTestKeys'
export {
  type SolanaChain,
  solanaLocalCaipNetworkId,
  solanaLocalGenesisHash,
  startSolanaChain,
} from './startSolanaChain'
