import type { FastifyInstance, FastifyRequest } from 'fastify'
import { isAddress } from 'viem'
import { z } from 'zod'
import { parseRequest } from '../../platform/http/parseRequest'
import type { PaymasterService } from '../paymaster/service'
import type { Project } from '../projects/Project'

const wei = z.string().regex(/^\d{1,78}$/, 'An amount is a whole number of wei')

const policyFields = z.object({
  enabled: z.boolean(),
  projectDailyBudgetWei: wei,
  userDailyBudgetWei: wei,
  allowedTargets: z
    .array(
      z
        .string()
        .refine((value) => isAddress(value, { strict: false }), 'A target is an EVM address'),
    )
    .max(100)
    .nullable(),
})

/**
 * A project's gas sponsorship in the console (docs/smart-accounts.md, "The paymaster"), read and saved through the
 * paymaster module's own service and store: `null` when the project has none (not sponsored).
 */
export function consolePaymasterRoutes(options: {
  paymaster: PaymasterService
  ownProject: (request: FastifyRequest) => Promise<Project>
}) {
  const { paymaster, ownProject } = options
  return async (app: FastifyInstance) => {
    app.get('/console/api/projects/:id/paymaster', async (request) => {
      const project = await ownProject(request)
      const policy = await paymaster.store.policy(project.id)
      return {
        policy: policy
          ? {
              enabled: policy.enabled,
              projectDailyBudgetWei: policy.projectDailyBudgetWei.toString(),
              userDailyBudgetWei: policy.userDailyBudgetWei.toString(),
              allowedTargets: policy.allowedTargets,
            }
          : null,
      }
    })
    app.put('/console/api/projects/:id/paymaster', async (request) => {
      const project = await ownProject(request)
      const fields = parseRequest(policyFields, request.body)
      await paymaster.store.savePolicy({
        projectId: project.id,
        enabled: fields.enabled,
        projectDailyBudgetWei: BigInt(fields.projectDailyBudgetWei),
        userDailyBudgetWei: BigInt(fields.userDailyBudgetWei),
        allowedTargets: fields.allowedTargets?.map((target) => target.toLowerCase()) ?? null,
      })
      return { policy: fields }
    })
  }
}
