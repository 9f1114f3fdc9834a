import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  type LocalAccount,
  parseAbi,
} from 'viem'
import type { z } from 'zod/mini'
import { asProviderError } from './asProviderError'
import { ProviderRpcError } from './providerError'
import type { sendCallsParams } from './requestParams'

type SendCallsRequest = z.output<typeof sendCallsParams>[0]

/**
 * `Simple7702Account` (`@account-abstraction/contracts@0.8.0`) at its canonical address, which the dev stack
 * installs on its chains: the contract this wallet's account delegates to (EIP-7702) to run a batch atomically.
 */
export const simple7702AccountAddress: Address = '0xe6Cae83BdE06E4c305530e199D7217f42808555B'

const executeBatchAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
])

/** EIP-5792's codes the wallet answers with. */
export const batchErrorCodes = {
  unsupportedCapability: 5700,
  unknownBundle: 5730,
  atomicityNotSupported: 5760,
} as const

export type AtomicStatus = 'supported' | 'ready' | 'unsupported'

/**
 * The account's `atomic` capability on a chain (behaviour.md §6.5): `supported` once it delegates to
 * Simple7702Account, `ready` while it has no code where that contract is deployed, else `unsupported`.
 */
export async function atomicStatusOn(account: Address, chain: Chain): Promise<AtomicStatus> {
  const client = createPublicClient({ chain, transport: http() })
  const [contract, own] = await Promise.all([
    client.getCode({ address: simple7702AccountAddress }),
    client.getCode({ address: account }),
  ])
  if (!contract || contract === '0x') return 'unsupported'
  if (!own || own === '0x') return 'ready'
  const delegatesToContract =
    own.toLowerCase() === `0xef0100${simple7702AccountAddress.slice(2).toLowerCase()}`
  return delegatesToContract ? 'supported' : 'unsupported'
}

/** The first capability asked for that the wallet does not support and the dapp did not mark optional. */
export function unsupportedCapability(request: SendCallsRequest): string | undefined {
  for (const asked of [request.capabilities, ...request.calls.map((call) => call.capabilities)])
    for (const [name, value] of Object.entries(asked ?? {}))
      if ((value as { optional?: unknown } | null)?.optional !== true) return name
  return undefined
}

/**
 * Sends a dapp's batch with the local key (behaviour.md §6.5, as the embedded wallet does): where the chain has
 * Simple7702Account, one transaction from the account to itself running `executeBatch`, with the EIP-7702
 * authorization on the first batch (a call that reverts reverts them all: the estimate refuses it); elsewhere the
 * calls one after the other. The transactions' hashes, and whether they ran atomically.
 */
export async function sendLocalCalls(
  account: LocalAccount,
  chain: Chain,
  request: SendCallsRequest,
): Promise<{ atomic: boolean; hashes: Hex[] }> {
  const unsupported = unsupportedCapability(request)
  if (unsupported)
    throw new ProviderRpcError(
      batchErrorCodes.unsupportedCapability,
      `Unsupported non-optional capability: ${unsupported}`,
    )
  const client = createWalletClient({ account, chain, transport: http() })
  const status = await asProviderError(() => atomicStatusOn(account.address, chain))
  if (status === 'unsupported') {
    if (request.atomicRequired)
      throw new ProviderRpcError(batchErrorCodes.atomicityNotSupported, 'Atomicity not supported')
    const hashes: Hex[] = []
    for (const call of request.calls)
      hashes.push(
        await asProviderError(() =>
          client.sendTransaction({ to: call.to, value: call.value, data: call.data }),
        ),
      )
    return { atomic: false, hashes }
  }
  const data = encodeFunctionData({
    abi: executeBatchAbi,
    functionName: 'executeBatch',
    args: [
      request.calls.map((call) => ({
        target: call.to,
        value: call.value ?? 0n,
        data: call.data ?? '0x',
      })),
    ],
  })
  const hash = await asProviderError(async () =>
    client.sendTransaction({
      to: account.address,
      data,
      ...(status === 'ready'
        ? {
            authorizationList: [
              await client.signAuthorization({
                contractAddress: simple7702AccountAddress,
                executor: 'self',
              }),
            ],
          }
        : {}),
    }),
  )
  return { atomic: true, hashes: [hash] }
}
