import { defineModule } from '../../platform/ServerModule'
import { createSmartAccountsService } from './service'
import { loadSmartAccountsConfig } from './smartAccountsConfig'

/**
 * The embedded wallet's smart account (docs/smart-accounts.md): the bundlers it sends through and the server
 * paymaster that sponsors it; the wallets module signs for it.
 */
export const smartAccountsModule = defineModule(
  'smartAccounts',
  ({ config }, { paymaster }) => ({
    provides: {
      smartAccounts: createSmartAccountsService({
        config: config.smartAccounts,
        paymaster,
      }),
    },
  }),
  { needs: ['paymaster'], config: loadSmartAccountsConfig },
)
