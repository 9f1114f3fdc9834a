import { concat, encodeAbiParameters, type Hex } from 'viem'
import { entryPoint07Address, getUserOperationHash } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Database } from '../../platform/db/Database'
import { callTargets } from './callTargets'
import type { PaymasterPolicy } from './PaymasterPolicy'
import { paymasterErrors } from './PaymasterRpcError'
import type { PaymasterConfig } from './paymasterConfig'
import { paymasterStore } from './store'
import type { UserOperationInput } from './userOperationSchema'
import { verifyingPaymasterHash } from './verifyingPaymasterHash'

/** A day, for the daily budgets: the last 24 hours, by the server's clock. */
const DAY_MS = 24 * 3600 * 1000
/** The VerifyingPaymaster has no postOp. */
const POST_OP_GAS = 0n

/** What ERC-7677 passes: `[userOp, entryPoint, chainId, context]`, read. */
export type SponsorRequest = {
  projectId: string
  userOperation: UserOperationInput
  entryPoint: string
  chainId: number
}

/** The paymaster fields of a user operation (ERC-7677's answers, as values). */
export type Sponsorship = {
  paymaster: `0x${string}`
  paymasterData: Hex
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
}

/**
 * The server paymaster (docs/smart-accounts.md, "The paymaster"): checks an operation against its project's
 * policy, then signs the VerifyingPaymaster's hash of it. `stub` answers for gas estimation with a signature the
 * contract refuses without reverting; `sign` records the operation's most possible cost against the budgets,
 * under a lock per project so two requests cannot both take the last of a budget.
 */
export function createPaymasterService(options: {
  db: Database
  config: PaymasterConfig
  now?: (() => number) | undefined
}) {
  const { db, config } = options
  const now = options.now ?? Date.now
  // A well-formed signature by a key that is not the signer: estimation runs validation to its end.
  const stubSigner = privateKeyToAccount(generatePrivateKey())
  let stubSignature: Promise<Hex> | undefined

  function checkRequest(request: SponsorRequest) {
    if (!config.signer) throw paymasterErrors.notConfigured()
    if (request.entryPoint.toLowerCase() !== entryPoint07Address.toLowerCase())
      throw paymasterErrors.entryPoint(entryPoint07Address)
    const paymaster = config.contracts[request.chainId]
    if (!paymaster) throw paymasterErrors.chainNotSponsored(request.chainId)
    const gas = request.userOperation.paymasterVerificationGasLimit ?? config.verificationGasLimit
    if (gas > config.verificationGasLimit)
      throw paymasterErrors.gasLimit(config.verificationGasLimit)
    return { signer: config.signer, paymaster, gas }
  }

  function checkPolicy(policy: PaymasterPolicy | undefined, userOperation: UserOperationInput) {
    if (!policy?.enabled) throw paymasterErrors.off()
    if (policy.allowedTargets === null) return policy
    const targets = callTargets(userOperation.callData)
    if (!targets) throw paymasterErrors.unreadableCalls()
    const allowed = new Set(policy.allowedTargets)
    const refused = targets.find((target) => !allowed.has(target))
    if (refused) throw paymasterErrors.target(refused)
    return policy
  }

  const window = (validUntil: number) =>
    encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [validUntil, 0])

  return {
    store: paymasterStore(db),

    /** Whether this server signs for `chainId` (a key, and a VerifyingPaymaster there). */
    sponsors: (chainId: number) => config.signer !== undefined && chainId in config.contracts,

    /** `pm_getPaymasterStubData`: the policy's answer now, and placeholder data for the estimate. */
    async stub(request: SponsorRequest): Promise<Sponsorship & { isFinal: false }> {
      const { paymaster, gas } = checkRequest(request)
      const policy = checkPolicy(
        await paymasterStore(db).policy(request.projectId),
        request.userOperation,
      )
      const spent = await paymasterStore(db).spentSince(
        request.projectId,
        request.userOperation.sender,
        now() - DAY_MS,
        { chainId: request.chainId, nonce: request.userOperation.nonce },
      )
      if (spent.project >= policy.projectDailyBudgetWei) throw paymasterErrors.projectBudget()
      if (spent.user >= policy.userDailyBudgetWei) throw paymasterErrors.userBudget()
      stubSignature ??= stubSigner.signMessage({ message: 'latch paymaster stub' })
      return {
        paymaster,
        paymasterData: concat([window(0), await stubSignature]),
        paymasterVerificationGasLimit: gas,
        paymasterPostOpGasLimit: POST_OP_GAS,
        isFinal: false,
      }
    },

    /** `pm_getPaymasterData`: within the policy and budgets, the signed paymaster data, recorded. */
    async sign(request: SponsorRequest): Promise<Sponsorship & { userOpHash: Hex }> {
      const { signer, paymaster, gas } = checkRequest(request)
      const op = request.userOperation
      const maxCost =
        (op.preVerificationGas + op.verificationGasLimit + op.callGasLimit + gas + POST_OP_GAS) *
        op.maxFeePerGas
      const at = now()
      const validUntil = Math.floor(at / 1000) + config.validitySeconds
      const hash = verifyingPaymasterHash({
        userOperation: op,
        paymasterVerificationGasLimit: gas,
        paymasterPostOpGasLimit: POST_OP_GAS,
        chainId: request.chainId,
        paymaster,
        validUntil,
        validAfter: 0,
      })
      const paymasterData = concat([
        window(validUntil),
        await signer.signMessage({ message: { raw: hash } }),
      ])
      const sponsorship = {
        paymaster,
        paymasterData,
        paymasterVerificationGasLimit: gas,
        paymasterPostOpGasLimit: POST_OP_GAS,
      }
      const userOpHash = getUserOperationHash({
        chainId: request.chainId,
        entryPointAddress: entryPoint07Address,
        entryPointVersion: '0.7',
        userOperation: {
          sender: op.sender,
          nonce: op.nonce,
          factory: op.factory ?? undefined,
          factoryData: op.factoryData ?? undefined,
          callData: op.callData,
          callGasLimit: op.callGasLimit,
          verificationGasLimit: op.verificationGasLimit,
          preVerificationGas: op.preVerificationGas,
          maxFeePerGas: op.maxFeePerGas,
          maxPriorityFeePerGas: op.maxPriorityFeePerGas,
          signature: '0x',
          ...sponsorship,
        },
      })
      await db.transaction(async (sql) => {
        // One signer of a project's budget at a time (PGlite has one connection: already one at a time).
        if (db.kind === 'postgres')
          await sql.query('select pg_advisory_xact_lock(hashtext($1))', [
            `latch:paymaster:${request.projectId}`,
          ])
        const store = paymasterStore(sql)
        const policy = checkPolicy(await store.policy(request.projectId), op)
        const spent = await store.spentSince(request.projectId, op.sender, at - DAY_MS, {
          chainId: request.chainId,
          nonce: op.nonce,
        })
        if (spent.project + maxCost > policy.projectDailyBudgetWei)
          throw paymasterErrors.projectBudget()
        if (spent.user + maxCost > policy.userDailyBudgetWei) throw paymasterErrors.userBudget()
        await store.record({
          projectId: request.projectId,
          chainId: request.chainId,
          sender: op.sender,
          nonce: op.nonce,
          userOpHash,
          maxCostWei: maxCost,
          createdAt: at,
        })
      })
      return { ...sponsorship, userOpHash }
    },
  }
}

export type PaymasterService = ReturnType<typeof createPaymasterService>

declare module '../../platform/ServerModule' {
  interface ModuleServices {
    /** Sponsors the embedded wallet's smart-account operations (modules/wallets). */
    paymaster: PaymasterService
  }
}
