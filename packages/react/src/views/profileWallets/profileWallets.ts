import type { LatchFeature } from '@latch/core'
import { profileWalletsFeature } from '@latch/core/profileWalletsFeature'

const views = () => import('./views')

/**
 * Several wallets at once as an app turns it on: `createLatch({ features: [profileWallets()] })`, with
 * `evmProfileWallets` beside the EVM adapter. Its registration, rules and views ship only with it.
 */
export function profileWallets(): LatchFeature {
  return { ...profileWalletsFeature, views }
}

export { useLatchConnections } from '../../hooks/useLatchConnections'
