export { type CompiledContracts, compileContracts } from './compileContracts'
export {
  type AmmContracts,
  ammSeed,
  deployAmm,
  expectedAmmAddresses,
  pairAddress,
} from './deployAmm'
export { type HostileContracts, hostileContracts } from './deployHostileContracts'
export {
  deployTestContracts,
  expectedAddresses,
  type TestContracts,
  testHoldings,
} from './deployTestContracts'
export { type DevChain, devChains } from './devChains'
export { type CompiledEnsContracts, compileEnsContracts } from './ens/compileEnsContracts'
export { deployEns, type EnsContracts, expectedEnsAddresses } from './ens/deployEns'
export { devEnsNames } from './ens/devEnsNames'
export * from './oidc/index'
export { solanaLocalUsdMint, solanaTestHoldings } from './solana/solanaTestHoldings'
export { type SolanaTestKey, solanaTestKey } from './solana/solanaTestKeys'
export {
  type SolanaChain,
  solanaLocalCaipNetworkId,
  solanaLocalGenesisHash,
  startSolanaChain,
} from './solana/startSolanaChain'
export { anvilPath, type Chain, startChain } from './startChain'
export { type DevChainInfo, startDevChains } from './startDevChains'
export {
  type DevStack,
  type DevStackInfo,
  dataDir,
  repoRoot,
  startDevStack,
  swapEnv,
} from './startDevStack'
export { testAccount, testAccounts, testMnemonic } from './testAccounts'
export { uniswapV2Artifacts, uniswapV2InitCodeHash } from './uniswapV2Artifacts'
