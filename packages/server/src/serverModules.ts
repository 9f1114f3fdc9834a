import { analyticsModule } from './modules/analytics/module'
import { authModule } from './modules/auth/module'
import { balanceModule } from './modules/balance/module'
import { bitcoinModule } from './modules/bitcoin/module'
import { consoleModule } from './modules/console/module'
import { convertModule } from './modules/convert/module'
import { farcasterModule } from './modules/farcaster/module'
import { healthModule } from './modules/health/module'
import { historyModule } from './modules/history/module'
import { identityModule } from './modules/identity/module'
import { indexerModule } from './modules/indexer/module'
import { namesModule } from './modules/names/module'
import { nftsModule } from './modules/nfts/module'
import { onrampModule } from './modules/onramp/module'
import { passkeysModule } from './modules/passkeys/module'
import { paymasterModule } from './modules/paymaster/module'
import { pricesModule } from './modules/prices/module'
import { projectsModule } from './modules/projects/module'
import { registryModule } from './modules/registry/module'
import { relayModule } from './modules/relay/module'
import { rpcProxyModule } from './modules/rpcProxy/module'
import { secureSiteModule } from './modules/secureSite/module'
import { sessionsModule } from './modules/sessions/module'
import { siwxModule } from './modules/siwx/module'
import { smartAccountsModule } from './modules/smartAccounts/module'
import { socialModule } from './modules/social/module'
import { solanaModule } from './modules/solana/module'
import { supportedChainsModule } from './modules/supportedChains/module'
import { walletsModule } from './modules/wallets/module'
import type { ModuleFactory } from './platform/ServerModule'

/**
 * The server's features: adding one is one line here, its settings included (architecture.md, "Features are
 * modules"). In order: a module's needs are what the modules before it provide.
 */
export const serverModules: readonly ModuleFactory[] = [
  healthModule,
  projectsModule,
  supportedChainsModule,
  balanceModule,
  historyModule,
  nftsModule,
  identityModule,
  pricesModule,
  rpcProxyModule,
  indexerModule,
  registryModule,
  relayModule,
  authModule,
  socialModule,
  paymasterModule,
  smartAccountsModule,
  sessionsModule,
  passkeysModule,
  walletsModule,
  secureSiteModule,
  siwxModule,
  convertModule,
  solanaModule,
  bitcoinModule,
  namesModule,
  onrampModule,
  farcasterModule,
  analyticsModule,
  consoleModule,
]
