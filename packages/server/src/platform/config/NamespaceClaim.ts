import { z } from 'zod'
import { ConfigProblems } from './ConfigProblems'

/**
 * A module's claim on a CAIP-2 namespace other than eip155 (modules/solana): the platform splits `LATCH_CHAINS`
 * and `LATCH_TOKENS` by namespace and hands each claim its own entries, which the module validates
 * (`readNamespaceEntries`). An entry of a namespace nobody claims stops the start. `devChains` and `devTokens`
 * join the dev stack's defaults when the variables are unset.
 */
export type NamespaceClaim = {
  readonly namespace: string
  readonly devChains?: readonly ({ caipNetworkId: string } & Record<string, unknown>)[]
  readonly devTokens?: readonly ({ asset: string; priceUsd?: number } & Record<string, unknown>)[]
}

/** One namespace's entries as the operator wrote them, not yet validated. */
export type NamespaceEntries = { chains: readonly unknown[]; tokens: readonly unknown[] }

/**
 * Validates a namespace's entries with the module's schemas; a bad one throws ConfigProblems naming the variable
 * and saying the rule (never the value: a URL may hold a key).
 */
export function readNamespaceEntries<Chain extends z.ZodType, Token extends z.ZodType>(
  entries: NamespaceEntries | undefined,
  rules: { chain: Chain; chainRule: string; token: Token; tokenRule: string },
): { chains: z.output<Chain>[]; tokens: z.output<Token>[] } {
  const chains = z.array(rules.chain).safeParse(entries?.chains ?? [])
  const tokens = z.array(rules.token).safeParse(entries?.tokens ?? [])
  const problems = [
    !chains.success && `LATCH_CHAINS: ${rules.chainRule}`,
    !tokens.success && `LATCH_TOKENS: ${rules.tokenRule}`,
  ].filter((problem) => problem !== false)
  if (!chains.success || !tokens.success) throw new ConfigProblems(problems)
  return { chains: chains.data, tokens: tokens.data }
}
