// `@latch/devstack/farcaster`: the stand-ins of Farcaster's login for the dev stack and tests.
export { devFarcasterCustody, devFarcasterCustodyKey, devFarcasterFid } from './devFarcasterAccount'
export {
  farcasterIdRegistryAddress,
  installFarcasterIdRegistry,
  registerFarcasterFid,
} from './farcasterIdRegistry'
export { signInAsFarcasterClient } from './signInAsFarcasterClient'
export {
  devFarcasterRelayKey,
  type FarcasterRelay,
  startFarcasterRelay,
} from './startFarcasterRelay'
