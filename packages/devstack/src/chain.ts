// `@latch/devstack/chain`: the EVM chain and its contracts, without the rest of the dev stack (the OIDC provider,
// litesvm, the servers), so a test that needs a chain loads only that.

export {
  type AccountAbstractionContracts,
  deployAccountAbstraction,
  devPaymasterSignerKey,
  simpleAccountFactory07Address,
} from './accountAbstraction/deployAccountAbstraction'
export {
  installSessionSpendLimits,
  sessionSpendLimitsAddress,
} from './accountAbstraction/installSessionSpendLimits'
export {
  installSimple7702Account,
  simple7702AccountAddress,
} from './accountAbstraction/installSimple7702Account'
export { type Bundler, startBundler } from './accountAbstraction/startBundler'
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
export { deployNamesZone, devNamesGatewayKey, devNamesZone } from './ens/deployNamesZone'
export { devEnsNames } from './ens/devEnsNames'
export { freePort } from './freePort'
export { dataDir, pgliteImageCacheDir, repoRoot, stateDir } from './paths'
export { anvilPath, type Chain, startChain } from './startChain'
export { testAccount, testAccounts, testMnemonic } from './testAccounts'
export { uniswapV2Artifacts, uniswapV2InitCodeHash } from './uniswapV2Artifacts'
