import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex, toHex } from 'viem'
import { type BatchCall, type TokenFacts, tokensOfCall } from './describeCall'
import type { BatchFacts } from './describeRequest'

/** How the screen reads the chain (the server's RPC proxy) and the account's capabilities (the server's wallet). */
export type BatchFactsSources = {
  call(chainId: number, to: string, data: Hex): Promise<unknown>
  capabilities(chainId: number): Promise<unknown>
}

/**
 * What the approval screen reads before it shows a batch (behaviour.md §6.5): the symbol and decimals of the tokens
 * its calls name, and whether it runs atomically or upgrades the account. What cannot be read is left out: the
 * screen then names the token by its address, and says nothing of how the batch runs.
 */
export async function batchFacts(
  request: { method: string; params?: unknown },
  chainId: number,
  sources: BatchFactsSources,
): Promise<BatchFacts> {
  const first = Array.isArray(request.params) ? request.params[0] : undefined
  // A session's limit names its token (behaviour.md §6.6): its symbol and decimals, when they can be read.
  if (request.method === 'wallet_grantPermissions') {
    const token = (first as { permissions?: { data?: { tokenAddress?: unknown } }[] } | undefined)
      ?.permissions?.[0]?.data?.tokenAddress
    if (typeof token !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(token)) return {}
    const facts = await tokenFacts(token)
    return facts ? { tokens: new Map([[token.toLowerCase(), facts]]) } : {}
  }
  if (request.method !== 'wallet_sendCalls') return {}
  const calls = (first as { calls?: unknown } | undefined)?.calls
  if (!Array.isArray(calls)) return {}
  const addresses = [
    ...new Set(
      calls.flatMap((call) => tokensOfCall(call as BatchCall)).map((a) => a.toLowerCase()),
    ),
  ].slice(0, 16)
  const [tokens, atomic] = await Promise.all([
    Promise.all(addresses.map(async (address) => [address, await tokenFacts(address)] as const)),
    sources
      .capabilities(chainId)
      .then((answer) => {
        const status = (answer as Record<string, { atomic?: { status?: unknown } }> | null)?.[
          toHex(chainId)
        ]?.atomic?.status
        return status === 'supported' || status === 'ready' || status === 'unsupported'
          ? status
          : undefined
      })
      .catch(() => undefined),
  ])
  const known = tokens.filter((entry): entry is [string, TokenFacts] => entry[1] !== undefined)
  return { tokens: new Map(known), ...(atomic ? { atomic } : {}) }

  async function tokenFacts(address: string): Promise<TokenFacts | undefined> {
    try {
      const read = async (functionName: 'symbol' | 'decimals') =>
        decodeFunctionResult({
          abi: erc20Abi,
          functionName,
          data: (await sources.call(
            chainId,
            address,
            encodeFunctionData({ abi: erc20Abi, functionName }),
          )) as Hex,
        })
      const [symbol, decimals] = await Promise.all([read('symbol'), read('decimals')])
      if (typeof symbol !== 'string' || typeof decimals !== 'number') return undefined
      // A symbol is shown as text: a short one of printable characters only.
      if (!/^[\p{L}\p{N} ._-]{1,16}$/u.test(symbol) || decimals > 36) return undefined
      return { symbol, decimals }
    } catch {
      return undefined
    }
  }
}
