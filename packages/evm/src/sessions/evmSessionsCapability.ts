import type { GrantedSession, SessionsCapability } from '@latch/core'
import { toSimpleSmartAccount } from 'permissionless/accounts'
import { BaseError, ContractFunctionRevertedError, http, type PublicClient, toHex } from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint07Address,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Config } from 'wagmi'
import { connectedProvider } from '../connectedProvider'

type Hex = `0x${string}`

/** SessionSpendLimits' `spend` and its refusals (packages/devstack/src/contracts/SessionSpendLimits.sol). */
const spendAbi = [
  {
    type: 'function',
    name: 'spend',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'account', type: 'address' },
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
  },
  { type: 'error', name: 'NoPermission', inputs: [] },
  { type: 'error', name: 'PermissionExpired', inputs: [{ name: 'expiry', type: 'uint48' }] },
  { type: 'error', name: 'SpendLimitExceeded', inputs: [{ name: 'available', type: 'uint256' }] },
] as const

/** The wallet's answer to `wallet_grantPermissions` (ERC-7715), as far as the app reads it. */
type GrantAnswer = {
  context?: string
  permissionsContext?: string
  address?: string
  signerMeta?: { sessionSpendLimits?: string }
}

/**
 * `@latch/evm/sessions`: the app's session keys (one per grant, kept in this page's memory only: a reload ends
 * the app's use of the session, never the permission) and ERC-7715 to the connected wallet. The session key owns
 * a SimpleAccount v0.7 (permissionless), which calls SessionSpendLimits' `spend`: the contract holds the limit.
 */
export function evmSessionsCapability(
  { wagmiConfig }: { wagmiConfig: Config },
  options: { bundlerUrls: Readonly<Record<number, string>> },
): SessionsCapability {
  const sessions = new Map<
    string,
    GrantedSession & { key: Hex; chainId: number; spendLimits: Hex }
  >()
  const request = async (method: string, params: unknown[]) =>
    (await connectedProvider(wagmiConfig)).request({ method, params } as never) as Promise<unknown>

  const sessionAccount = (key: Hex, chainId: number) =>
    toSimpleSmartAccount({
      client: wagmiConfig.getClient({ chainId }) as unknown as PublicClient,
      owner: privateKeyToAccount(key),
      entryPoint: { address: entryPoint07Address, version: '0.7' },
    })

  return {
    async grantPermissions({ network, from, permission }) {
      const chainId = Number(network.id)
      const key = generatePrivateKey()
      const signer = (await sessionAccount(key, chainId)).address
      const answer = (await request('wallet_grantPermissions', [
        {
          chainId: toHex(chainId),
          address: from,
          expiry: permission.expiry,
          signer: { type: 'account', data: { address: signer } },
          permissions: [
            {
              type: 'erc20-token-periodic',
              data: {
                tokenAddress: permission.token,
                periodAmount: toHex(permission.periodAmount),
                periodDuration: permission.periodDuration,
                ...(permission.justification ? { justification: permission.justification } : {}),
              },
            },
          ],
        },
      ])) as GrantAnswer
      const context = answer.context ?? answer.permissionsContext
      const spendLimits = answer.signerMeta?.sessionSpendLimits
      if (!context || !spendLimits) throw new Error('The wallet granted no usable session')
      const session = {
        context,
        account: answer.address ?? from,
        signer,
        permission,
        key,
        chainId,
        spendLimits: spendLimits as Hex,
      }
      sessions.set(context, session)
      const { key: _key, chainId: _chainId, spendLimits: _spendLimits, ...granted } = session
      return granted
    },

    async revokePermissions({ context }) {
      await request('wallet_revokePermissions', [{ permissionContext: context }])
      sessions.delete(context)
    },

    async sessionTransfer({ context, to, amount, paymasterUrl }) {
      const session = sessions.get(context)
      if (!session) throw new Error('This page holds no key of that session')
      const bundlerUrl = options.bundlerUrls[session.chainId]
      if (!bundlerUrl) throw new Error(`No bundler for chain ${session.chainId}`)
      const bundler = createBundlerClient({
        account: await sessionAccount(session.key, session.chainId),
        client: wagmiConfig.getClient({ chainId: session.chainId }) as unknown as PublicClient,
        transport: http(bundlerUrl),
        ...(paymasterUrl
          ? { paymaster: createPaymasterClient({ transport: http(paymasterUrl) }) }
          : {}),
      })
      // With its ABI: the bundler's estimate runs it on chain, and the contract's refusal is named.
      const hash = await bundler
        .sendUserOperation({
          calls: [
            {
              to: session.spendLimits,
              abi: spendAbi,
              functionName: 'spend',
              args: [session.account as Hex, to as Hex, amount],
            },
          ],
        })
        .catch((error: unknown) => {
          const reverted =
            error instanceof BaseError
              ? error.walk((cause) => cause instanceof ContractFunctionRevertedError)
              : null
          if (reverted instanceof ContractFunctionRevertedError)
            throw new Error(
              `The chain refused the payment: ${reverted.data?.errorName ?? 'reverted'}`,
            )
          throw error
        })
      const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 500 })
      if (!receipt.success) throw new Error('The session transfer was refused on chain')
      return { transactionHash: receipt.receipt.transactionHash }
    },
  }
}
