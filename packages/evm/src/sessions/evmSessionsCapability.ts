import type { GrantedSession, SessionsCapability } from '@latch/core'
import { encodeFunctionData, toHex } from 'viem'
import type { Config } from 'wagmi'
import { connectedProvider } from '../connectedProvider'
import { jsonRpc, sendSessionOperation, sessionAccountAddress } from './sendSessionOperation'
import { newSessionKey, type SessionKey } from './sessionKey'

type Hex = `0x${string}`

/** SessionSpendLimits' `spend` (packages/devstack/src/contracts/SessionSpendLimits.sol). */
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
] as const

/** The wallet's answer to `wallet_grantPermissions` (ERC-7715), as far as the app reads it. */
type GrantAnswer = {
  context?: string
  permissionsContext?: string
  address?: string
  signerMeta?: { sessionSpendLimits?: string }
}

type HeldSession = GrantedSession & { key: SessionKey; chainId: number; spendLimits: Hex }

/**
 * `@latch/evm/sessions`: the app's session keys (one per grant, kept in this page's memory only: a reload ends
 * the app's use of the session, never the permission) and ERC-7715 to the connected wallet. The session key owns
 * a SimpleAccount v0.7, which calls SessionSpendLimits' `spend`: the contract holds the limit.
 */
export function evmSessionsCapability(
  { wagmiConfig }: { wagmiConfig: Config },
  options: { bundlerUrls: Readonly<Record<number, string>> },
): SessionsCapability {
  const sessions = new Map<string, HeldSession>()
  const request = async (method: string, params: unknown[]) =>
    (await connectedProvider(wagmiConfig)).request({ method, params } as never) as Promise<unknown>
  const chainRpc = (chainId: number) => {
    const client = wagmiConfig.getClient({ chainId })
    return (method: string, params: unknown[]) =>
      client.request({ method, params } as never) as Promise<unknown>
  }

  return {
    async grantPermissions({ network, from, permission }) {
      const chainId = Number(network.id)
      const key = newSessionKey()
      const signer = await sessionAccountAddress(chainRpc(chainId), key.address)
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
      const granted: GrantedSession = {
        context,
        account: answer.address ?? from,
        signer,
        permission,
      }
      sessions.set(context, { ...granted, key, chainId, spendLimits: spendLimits as Hex })
      return granted
    },

    async revokePermissions({ context }) {
      // The key stays: a transfer tried after the revoke is refused on chain, not by this page.
      await request('wallet_revokePermissions', [{ permissionContext: context }])
    },

    async sessionTransfer({ context, to, amount, paymasterUrl }) {
      const session = sessions.get(context)
      if (!session) throw new Error('This page holds no key of that session')
      const bundlerUrl = options.bundlerUrls[session.chainId]
      if (!bundlerUrl) throw new Error(`No bundler for chain ${session.chainId}`)
      return sendSessionOperation({
        chain: chainRpc(session.chainId),
        bundler: jsonRpc(bundlerUrl),
        paymaster: paymasterUrl ? jsonRpc(paymasterUrl) : undefined,
        chainId: session.chainId,
        key: session.key,
        sender: session.signer as Hex,
        call: {
          to: session.spendLimits,
          data: encodeFunctionData({
            abi: spendAbi,
            functionName: 'spend',
            args: [session.account as Hex, to as Hex, amount],
          }),
        },
      })
    },
  }
}
