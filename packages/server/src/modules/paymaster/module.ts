import { defineModule } from '../../platform/ServerModule'
import { demoProject } from '../projects/Project'
import { loadPaymasterConfig } from './paymasterConfig'
import { paymasterRoutes } from './routes'
import { createPaymasterService } from './service'

/** The demo project's sponsorship (dev stack): on, 1 ETH a day in all and 0.1 ETH per account, any target. */
const demoPolicy = {
  projectId: demoProject.id,
  enabled: true,
  projectDailyBudgetWei: 10n ** 18n,
  userDailyBudgetWei: 10n ** 17n,
  allowedTargets: null,
}

/**
 * The server paymaster (docs/smart-accounts.md, "The paymaster"): ERC-7677 for any ERC-4337 client, and the
 * `paymaster` service the embedded wallet's smart account is sponsored through.
 */
export const paymasterModule = defineModule(
  'paymaster',
  ({ db, config, now }) => {
    const service = createPaymasterService({ db, config: config.paymaster, now })
    return {
      provides: { paymaster: service },
      routes: paymasterRoutes(service),
      async start() {
        if (config.seedDemoProject && !(await service.store.policy(demoPolicy.projectId)))
          await service.store.savePolicy(demoPolicy)
      },
    }
  },
  { config: loadPaymasterConfig },
)
