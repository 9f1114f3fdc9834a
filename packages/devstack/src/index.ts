// The whole dev stack. A test imports the entry of what it uses (`@latch/devstack/chain`, `/solana`, `/oidc`,
// `/bitcoin`): each costs seconds of module loading that a test of another part need not pay.
export * from './chain'
export * from './oidc/index'
export * from './solana/index'
export { type DevChainInfo, startDevChains } from './startDevChains'
export {
  buildConsole,
  buildDemo,
  buildSecureSite,
  type DevStack,
  type DevStackInfo,
  startDevStack,
  swapEnv,
} from './startDevStack'
