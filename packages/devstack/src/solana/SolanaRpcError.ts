import { base64 } from '@scure/base'
import type { SimulationResult } from './createSolanaLedger'

/** A JSON-RPC error with the node's codes and texts (what @solana/kit turns into its SolanaError codes). */
export class SolanaRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }

  static methodNotFound() {
    return new SolanaRpcError(-32601, 'Method not found')
  }

  static invalidParams(detail?: string) {
    return new SolanaRpcError(-32602, detail ?? 'Invalid params')
  }

  /** The preflight's refusal: -32002 "Transaction simulation failed: <error>", the simulation in `data`. */
  static simulationFailed(simulation: SimulationResult) {
    return new SolanaRpcError(
      -32002,
      `Transaction simulation failed: ${simulation.err?.text ?? 'unknown error'}`,
      simulationValue(simulation, { accounts: null, innerInstructions: false }),
    )
  }
}

/** A simulation in the node's `simulateTransaction` value shape. */
export function simulationValue(
  simulation: SimulationResult,
  options: {
    accounts: unknown[] | null
    innerInstructions: boolean
    parseInner?: (list: SimulationResult['innerInstructions']) => unknown
  },
) {
  return {
    accounts: options.accounts,
    err: simulation.err?.json ?? null,
    fee: simulation.err?.json === 'BlockhashNotFound' ? null : simulation.fee,
    innerInstructions: options.innerInstructions
      ? (options.parseInner?.(simulation.innerInstructions) ?? simulation.innerInstructions)
      : null,
    loadedAccountsDataSize: 0,
    loadedAddresses: simulation.loadedAddresses,
    logs: simulation.logs,
    postBalances: simulation.postBalances,
    postTokenBalances: simulation.postTokenBalances,
    preBalances: simulation.preBalances,
    preTokenBalances: simulation.preTokenBalances,
    replacementBlockhash: simulation.replacementBlockhash,
    returnData: simulation.returnData
      ? {
          programId: simulation.returnData.programId,
          data: [base64.encode(simulation.returnData.data), 'base64'],
        }
      : null,
    unitsConsumed: simulation.unitsConsumed,
  }
}
