import { z } from 'zod'
import { evmAddress } from '../../platform/http/schemas'

const hexQuantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be a hex quantity (0x…)')
const permissionContext = z
  .string()
  .regex(/^0x[0-9a-f]{64}$/, 'must be a permission context (0x and 64 hex digits)')

/** The most a uint48 holds: the contract's seconds. */
const UINT48_MAX = 2 ** 48 - 1

/** The permission types the embedded wallet grants (ERC-7715, MetaMask's `@metamask/7715-permission-types`). */
export const supportedPermissionTypes = ['erc20-token-periodic'] as const

/**
 * `wallet_grantPermissions` (ERC-7715): one request for one account on one chain, one permission, signed for by
 * one session account. The permission's `data` is checked by its type's schema (`erc20TokenPeriodic`) once the
 * type is known, so an unknown type gets its own words (behaviour.md §6.6).
 */
export const grantPermissionsParams = z.tuple([
  z.object({
    chainId: z.union([hexQuantity, z.number().int().positive()]),
    address: evmAddress.optional(),
    expiry: z.number().int().positive().max(UINT48_MAX),
    signer: z.object({
      type: z.literal('account', { error: 'the signer must be of type account' }),
      data: z.object({ address: evmAddress }),
    }),
    permissions: z
      .array(
        z.object({
          type: z.string().min(1).max(64),
          data: z.unknown(),
          isAdjustmentAllowed: z.boolean().optional(),
        }),
      )
      .length(1, 'one permission per request'),
  }),
])

/** `erc20-token-periodic`'s data: up to `periodAmount` of the token per `periodDuration` seconds (0: in all). */
export const erc20TokenPeriodic = z.object({
  tokenAddress: evmAddress,
  periodAmount: hexQuantity.refine(
    (value) => BigInt(value) > 0n && BigInt(value) < 2n ** 128n,
    'must be above 0 and below 2^128',
  ),
  periodDuration: z.number().int().min(0).max(UINT48_MAX),
  justification: z.string().max(280).optional(),
})

/** `wallet_revokePermissions`: the permission context a grant answered (`permissionContext`, or `context`). */
export const revokePermissionsParams = z.tuple([
  z.union([
    z.object({ permissionContext }),
    z.object({ context: permissionContext }).transform(({ context }) => ({
      permissionContext: context,
    })),
  ]),
])

/** `POST /v1/sessions/{id}/revoke`'s body (spec §7): the pci and the account owner's signature over it. */
export const revokeBody = z.object({
  pci: permissionContext,
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'must be a 65-byte signature (0x…)'),
})
