import { toSimpleSmartAccount } from 'permissionless/accounts'
import {
  createPublicClient,
  defineChain,
  type Hex,
  http,
  type LocalAccount,
  type PublicClient,
} from 'viem'
import {
  createBundlerClient,
  entryPoint07Address,
  type PaymasterActions,
  type UserOperation,
} from 'viem/account-abstraction'
import type { ServedChain } from '../../platform/chains/createChainRegistry'
import { httpErrors } from '../../platform/http/HttpError'
import { PaymasterRpcError } from '../paymaster/PaymasterRpcError'
import type { PaymasterService } from '../paymaster/service'
import type { SmartAccountsConfig } from './smartAccountsConfig'

/** One call of a user operation. */
export type SmartAccountCall = { to: Hex; value?: bigint | undefined; data?: Hex | undefined }

/** How long a sent operation may take to be mined before the answer gives up on it. */
const RECEIPT_TIMEOUT_MS = 60_000

/**
 * The embedded wallet's smart account (docs/smart-accounts.md): a SimpleAccount v0.7 owned by the user's key, at
 * its own (counterfactual) address, deployed by its first user operation, whose gas the server's paymaster
 * sponsors under the project's policy. Offered on the chains that have a bundler and a paymaster.
 */
export function createSmartAccountsService(options: {
  config: SmartAccountsConfig
  paymaster: PaymasterService
}) {
  const { config, paymaster } = options

  function bundlerOf(chain: ServedChain) {
    const url = config.bundlers[chain.chainId]
    if (!url || !paymaster.sponsors(chain.chainId))
      throw httpErrors.badRequest(`chainId: ${chain.caipNetworkId} has no smart accounts here`)
    return url
  }

  // viem's account-abstraction actions read the client's chain (its id): the registry's clients carry none.
  const clients = new Map<number, PublicClient>()
  function clientOf(chain: ServedChain): PublicClient {
    let client = clients.get(chain.chainId)
    if (!client) {
      client = createPublicClient({
        chain: defineChain({
          id: chain.chainId,
          name: chain.caipNetworkId,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [chain.rpcUrl] } },
        }),
        transport: http(chain.rpcUrl, { timeout: 10_000 }),
      }) as PublicClient
      clients.set(chain.chainId, client)
    }
    return client
  }

  const accountOf = (owner: LocalAccount, chain: ServedChain) =>
    toSimpleSmartAccount({
      client: clientOf(chain),
      owner,
      entryPoint: { address: entryPoint07Address, version: '0.7' },
    })

  /** The server paymaster, in process, as viem's bundler client asks it (ERC-7677's two calls). */
  function sponsor(projectId: string): PaymasterActions {
    const request = (parameters: Parameters<PaymasterActions['getPaymasterData']>[0]) => {
      const op = parameters as UserOperation<'0.7'> & { chainId: number; entryPointAddress: string }
      return {
        projectId,
        entryPoint: op.entryPointAddress,
        chainId: op.chainId,
        userOperation: {
          sender: op.sender.toLowerCase() as Hex,
          nonce: op.nonce,
          factory: op.factory,
          factoryData: op.factoryData,
          callData: op.callData,
          callGasLimit: op.callGasLimit ?? 0n,
          verificationGasLimit: op.verificationGasLimit ?? 0n,
          preVerificationGas: op.preVerificationGas ?? 0n,
          maxFeePerGas: op.maxFeePerGas ?? 0n,
          maxPriorityFeePerGas: op.maxPriorityFeePerGas ?? 0n,
          paymasterVerificationGasLimit: op.paymasterVerificationGasLimit,
          paymasterPostOpGasLimit: op.paymasterPostOpGasLimit,
        },
      }
    }
    return {
      getPaymasterStubData: async (parameters) => {
        const { paymaster: address, ...rest } = await refusalsAsBadRequest(() =>
          paymaster.stub(request(parameters)),
        )
        return { paymaster: address, ...rest }
      },
      getPaymasterData: async (parameters) => {
        const { userOpHash: _hash, ...sponsorship } = await refusalsAsBadRequest(() =>
          paymaster.sign(request(parameters)),
        )
        return sponsorship
      },
    }
  }

  return {
    /** The chain numbers where the smart account is offered (spec §9's smart-account networks). */
    networks(): number[] {
      return Object.keys(config.bundlers)
        .map(Number)
        .filter((chainId) => paymaster.sponsors(chainId))
        .sort((a, b) => a - b)
    },

    /** The smart account of `owner` on `chain`: its address, and whether its first operation deployed it. */
    async account(owner: LocalAccount, chain: ServedChain) {
      bundlerOf(chain)
      const account = await accountOf(owner, chain)
      return { address: account.address, isDeployed: await account.isDeployed() }
    },

    /**
     * Sends `calls` as one user operation of `owner`'s smart account, sponsored by the server paymaster under
     * `projectId`'s policy, and waits until it is mined: one call, or a batch that succeeds or fails whole.
     */
    async sendCalls(request: {
      owner: LocalAccount
      chain: ServedChain
      calls: readonly SmartAccountCall[]
      projectId: string
    }) {
      const account = await accountOf(request.owner, request.chain)
      const bundler = createBundlerClient({
        account,
        client: clientOf(request.chain),
        paymaster: sponsor(request.projectId),
        transport: http(bundlerOf(request.chain), { timeout: 20_000 }),
      })
      const userOpHash = await bundler.sendUserOperation({
        calls: request.calls.map((call) => ({
          to: call.to,
          value: call.value ?? 0n,
          data: call.data,
        })),
      })
      const receipt = await bundler.waitForUserOperationReceipt({
        hash: userOpHash,
        pollingInterval: 250,
        timeout: RECEIPT_TIMEOUT_MS,
      })
      return {
        userOpHash,
        transactionHash: receipt.receipt.transactionHash,
        success: receipt.success,
        address: account.address,
      }
    },
  }
}

/** The paymaster's refusal ("Gas sponsorship is off for this project") is the caller's 400, with its words. */
async function refusalsAsBadRequest<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof PaymasterRpcError) throw httpErrors.badRequest(error.message)
    throw error
  }
}

export type SmartAccountsService = ReturnType<typeof createSmartAccountsService>

declare module '../../platform/ServerModule' {
  interface ModuleServices {
    /** The embedded wallet's smart account (modules/wallets). */
    smartAccounts: SmartAccountsService
  }
}
