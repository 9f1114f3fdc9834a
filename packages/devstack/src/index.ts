export { type CompiledContracts, compileContracts } from './compileContracts'
export { type HostileContracts, hostileContracts } from './deployHostileContracts'
export {
  deployTestContracts,
  expectedAddresses,
  type TestContracts,
  testHoldings,
} from './deployTestContracts'
export { type DevChain, devChains } from './devChains'
export * from './oidc/index'
export { anvilPath, type Chain, startChain } from './startChain'
export {
  type DevStack,
  type DevStackInfo,
  dataDir,
  repoRoot,
  startDevStack,
} from './startDevStack'
export { testAccount, testAccounts, testMnemonic } from './testAccounts'
