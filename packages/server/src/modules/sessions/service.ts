import { randomBytes } from 'node:crypto'
import {
  encodeFunctionData,
  type Hex,
  type LocalAccount,
  maxUint256,
  parseAbi,
  toHex,
  verifyMessage,
} from 'viem'
import { z } from 'zod'
import type { ServedChain } from '../../platform/chains/createChainRegistry'
import type { Database } from '../../platform/db/Database'
import { HttpError, httpErrors } from '../../platform/http/HttpError'
import { parseRequest } from '../../platform/http/parseRequest'
import type { SmartAccountsService } from '../smartAccounts/service'
import {
  erc20TokenPeriodic,
  grantPermissionsParams,
  supportedPermissionTypes,
} from './sessionRequests'
import type { SessionsConfig } from './sessionsConfig'
import { type SessionPermission, type SmartSession, sessionsStore } from './store'

/** SessionSpendLimits (packages/devstack/src/contracts/SessionSpendLimits.sol): what the server calls and reads. */
export const sessionSpendLimitsAbi = parseAbi([
  'function grant(address session, address token, uint128 periodAmount, uint48 periodDuration, uint48 expiry)',
  'function revoke(address session)',
  'function spend(address account, address to, uint256 amount)',
  'function available(address account, address session) view returns (uint256)',
  'error NoPermission()',
  'error PermissionExpired(uint48 expiry)',
  'error SpendLimitExceeded(uint256 available)',
  'error InvalidPermission()',
])

const erc20ApproveAbi = parseAbi([
  'function approve(address spender, uint256 amount) returns (bool)',
])

/** Who signs for a user's smart account (the wallets module's key owner): found for the revoke route. */
export type SessionOwners = (userId: string) => Promise<LocalAccount>

/** The message the account's owner signs to revoke a session through `POST /v1/sessions/{id}/revoke`. */
export const revokeMessage = (pci: string) => `Revoke session ${pci}`

/**
 * ERC-7715 sessions of the embedded wallet's smart account (docs/smart-accounts.md "Sessions", behaviour.md §6.6):
 * a grant is one user operation of the account (approve SessionSpendLimits for the token, then `grant` the
 * session its limit and expiry), a revoke another (`revoke`); the contract refuses any spend over the limit,
 * after the expiry or after the revoke, whatever the server says. The server keeps the list, per project.
 */
export function createSessionsService(options: {
  db: Database
  config: SessionsConfig
  smartAccounts: SmartAccountsService
  chains: { get(caipNetworkId: string): ServedChain | undefined }
  now?: (() => number) | undefined
}) {
  const { db, config, smartAccounts, chains } = options
  const now = options.now ?? Date.now
  const store = sessionsStore(db)
  let owners: SessionOwners | undefined

  function contractOn(chain: ServedChain) {
    const contract = config.contracts[chain.chainId]
    if (!contract || !smartAccounts.networks().includes(chain.chainId))
      throw httpErrors.badRequest(`chainId: ${chain.caipNetworkId} has no sessions here`)
    return contract
  }

  async function send(
    owner: LocalAccount,
    chain: ServedChain,
    projectId: string,
    calls: { to: Hex; data: Hex }[],
  ) {
    const sent = await smartAccounts.sendCalls({ owner, chain, calls, projectId })
    if (!sent.success)
      throw httpErrors.badRequest('Transaction refused: the user operation reverted')
    return sent
  }

  async function revokeOnChain(session: SmartSession, owner: LocalAccount) {
    const chain = chains.get(session.caipNetworkId)
    if (!chain) throw httpErrors.badRequest(`chainId: ${session.caipNetworkId} is not served here`)
    await send(owner, chain, session.projectId, [
      {
        to: contractOn(chain),
        data: encodeFunctionData({
          abi: sessionSpendLimitsAbi,
          functionName: 'revoke',
          args: [session.signer as Hex],
        }),
      },
    ])
    return (await store.markRevoked(session.id, now())) ?? now()
  }

  /** What the session may still spend in its period, as the contract says; undefined if the chain did not answer. */
  async function available(session: SmartSession) {
    const chain = chains.get(session.caipNetworkId)
    const contract = chain && config.contracts[chain.chainId]
    if (!chain || !contract) return undefined
    try {
      return await chain.client.readContract({
        address: contract,
        abi: sessionSpendLimitsAbi,
        functionName: 'available',
        args: [session.account as Hex, session.signer as Hex],
      })
    } catch {
      return undefined
    }
  }

  return {
    store,

    /** The wallets module says who signs for a user's smart account (it holds the keys; it is built after this). */
    useOwners(resolver: SessionOwners) {
      owners = resolver
    },

    /**
     * `wallet_grantPermissions` from the user's smart account, once the visitor approved it on the secure site:
     * the permission on chain, then in the list. Answers ERC-7715's result with the permission context.
     */
    async grant(request: {
      owner: LocalAccount
      userId: string
      projectId: string
      chain: ServedChain
      params: unknown
    }) {
      const [asked] = parseRequest(z.object({ params: grantPermissionsParams }), {
        params: request.params,
      }).params
      const { chain } = request
      if (Number(asked.chainId) !== chain.chainId)
        throw httpErrors.badRequest('params.0.chainId: not the requested chain')
      const [permission] = asked.permissions
      if (!permission || !(supportedPermissionTypes as readonly string[]).includes(permission.type))
        throw httpErrors.badRequest(`Unsupported permission type: ${permission?.type}`)
      const data = parseRequest(
        z.object({
          params: z.tuple([
            z.object({ permissions: z.tuple([z.object({ data: erc20TokenPeriodic })]) }),
          ]),
        }),
        { params: [{ permissions: [{ data: permission.data }] }] },
      ).params[0].permissions[0].data
      if (asked.expiry * 1000 <= now())
        throw httpErrors.badRequest('params.0.expiry: the permission has already expired')
      const contract = contractOn(chain)
      const account = await smartAccounts.account(request.owner, chain)
      if (asked.address !== undefined && asked.address !== account.address.toLowerCase())
        throw httpErrors.badRequest("params.0.address: not this user's smart account")
      await send(request.owner, chain, request.projectId, [
        {
          to: data.tokenAddress as Hex,
          data: encodeFunctionData({
            abi: erc20ApproveAbi,
            functionName: 'approve',
            args: [contract, maxUint256],
          }),
        },
        {
          to: contract,
          data: encodeFunctionData({
            abi: sessionSpendLimitsAbi,
            functionName: 'grant',
            args: [
              asked.signer.data.address as Hex,
              data.tokenAddress as Hex,
              BigInt(data.periodAmount),
              data.periodDuration,
              asked.expiry,
            ],
          }),
        },
      ])
      const granted: SessionPermission = {
        type: 'erc20-token-periodic',
        data: {
          tokenAddress: data.tokenAddress,
          periodAmount: toHex(BigInt(data.periodAmount)),
          periodDuration: data.periodDuration,
          ...(data.justification === undefined ? {} : { justification: data.justification }),
        },
      }
      const id = toHex(randomBytes(32))
      await store.insert({
        id,
        projectId: request.projectId,
        userId: request.userId,
        caipNetworkId: chain.caipNetworkId,
        account: account.address,
        owner: request.owner.address,
        signer: asked.signer.data.address,
        permission: granted,
        expiresAt: asked.expiry * 1000,
        createdAt: now(),
      })
      return {
        chainId: toHex(chain.chainId),
        address: account.address,
        expiry: asked.expiry,
        signer: { type: 'account', data: { address: asked.signer.data.address } },
        permissions: [granted],
        context: id,
        permissionsContext: id,
        // Where the session spends: `spend(account, to, amount)` from its signer account.
        signerMeta: { sessionSpendLimits: contract },
      }
    },

    /** `wallet_revokePermissions` by the user who granted it (the secure site's signed-in user). */
    async revokeOfUser(request: {
      owner: LocalAccount
      userId: string
      projectId: string
      pci: string
    }) {
      const session = await store.findOfUser(request.projectId, request.pci, request.userId)
      if (!session) throw new HttpError(404, 'Not Found', 'Unknown permission context')
      if (session.revokedAt !== null) return {}
      await revokeOnChain(session, request.owner)
      return {}
    },

    /**
     * `POST /v1/sessions/{account}/revoke` (spec §7): the pci and its owner's signature over `revokeMessage(pci)`.
     * A session of another project or account is not found; a signature by anyone but the owner is refused.
     */
    async revokeSigned(request: {
      projectId: string
      caipAccount: string
      pci: string
      signature: Hex
    }) {
      const [namespace, reference, address] = request.caipAccount.split(':')
      const session = await store.findOfAccount(
        request.projectId,
        request.pci,
        `${namespace}:${reference}`,
        address ?? '',
      )
      if (!session) throw new HttpError(404, 'Not Found', 'Unknown permission context')
      const signed = await verifyMessage({
        address: session.owner as Hex,
        message: revokeMessage(session.id),
        signature: request.signature,
      }).catch(() => false)
      if (!signed) throw new HttpError(403, 'Forbidden', "signature: not the account owner's")
      if (session.revokedAt !== null) return { pci: session.id, revokedAt: session.revokedAt }
      if (!owners) throw httpErrors.upstream('The embedded wallet is off on this server')
      const revokedAt = await revokeOnChain(session, await owners(session.userId))
      return { pci: session.id, revokedAt }
    },

    /** `GET /v1/sessions/{account}`: the project's sessions of the account, with what each may still spend. */
    async list(projectId: string, caipAccount: string) {
      const [namespace, reference, address] = caipAccount.split(':')
      const sessions = await store.ofAccount(projectId, `${namespace}:${reference}`, address ?? '')
      const at = now()
      return Promise.all(
        sessions.map(async (session) => {
          const status =
            session.revokedAt !== null ? 'revoked' : session.expiresAt <= at ? 'expired' : 'active'
          const left = status === 'active' ? await available(session) : 0n
          return {
            pci: session.id,
            chainId: session.caipNetworkId,
            address: session.account,
            signer: { type: 'account', data: { address: session.signer } },
            permissions: [session.permission],
            expiry: Math.floor(session.expiresAt / 1000),
            createdAt: new Date(session.createdAt).toISOString(),
            revokedAt:
              session.revokedAt === null ? null : new Date(session.revokedAt).toISOString(),
            status,
            ...(left === undefined ? {} : { available: toHex(left) }),
          }
        }),
      )
    },
  }
}

export type SessionsService = ReturnType<typeof createSessionsService>

declare module '../../platform/ServerModule' {
  interface ModuleServices {
    /** ERC-7715 sessions (modules/wallets grants and revokes them for the embedded wallet). */
    sessions: SessionsService
  }
}
