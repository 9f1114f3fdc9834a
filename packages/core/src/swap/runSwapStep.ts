import { capability } from '../connection/capability'
import { TRANSACTION_CONFIRM_TIMEOUT_MS } from '../constants'
import type { Latch } from '../createLatch'
import type { ActionResult } from '../errors/ActionResult'
import { LatchError } from '../errors/LatchError'
import { perInstance } from '../instance/perInstance'
import type { SwapCapability } from './SwapCapability'
import type { PreparedTransaction } from './SwapToken'
import { setSwap } from './setSwap'
import { plainAddress, swapContext } from './swapContext'
import { type SwapErrorCode, swapErrorOf } from './swapErrorOf'
import type { SwapStep } from './swapSlice'

const inFlight = perInstance((_latch: Latch) => ({
  current: undefined as Promise<ActionResult> | undefined,
}))

/**
 * One wallet request of SwapPreview (the approval or the swap), one at a time: a second call while one runs gets
 * the same result. Builds the transaction on the server, has the wallet send it as built and waits for it to be
 * mined; every stage is `swap.step` for the view (pending, confirming, success, rejected, failed with a code).
 * A transaction mined but reverted fails with `revertedAs` (a swap's: the price moved beyond the slippage).
 */
export function runSwapStep(
  latch: Latch,
  kind: SwapStep['kind'],
  build: (context: NonNullable<ReturnType<typeof swapContext>>) => Promise<PreparedTransaction>,
  revertedAs: SwapErrorCode,
): Promise<ActionResult> {
  const pending = inFlight(latch)
  pending.current ??= run().finally(() => {
    pending.current = undefined
  })
  return pending.current

  async function run(): Promise<ActionResult> {
    const fail = (error: SwapErrorCode, cause?: unknown, hash?: string): ActionResult => {
      const status = error === 'rejected' ? 'rejected' : 'failed'
      setSwap(latch, { step: { kind, status, error, hash } })
      return {
        status,
        error: new LatchError(
          status === 'rejected' ? 'userRejected' : 'somethingWentWrong',
          `Swap ${kind}: ${error}`,
          { cause },
        ),
      }
    }
    const context = swapContext(latch)
    const swap = context && capability(latch, context.network.chainNamespace, 'swap')
    if (!context || !swap) return fail('failed')
    const { network } = context
    setSwap(latch, { step: { kind, status: 'pending' } })
    let hash: string
    let wallet: SwapCapability
    try {
      const [tx, loaded] = await Promise.all([build(context), swap])
      wallet = loaded
      ;({ hash } = await wallet.sendTransaction({
        network,
        from: context.address,
        to: plainAddress(tx.to),
        data: tx.data,
        value: BigInt(tx.value),
        gas: tx.gas === undefined ? undefined : BigInt(tx.gas),
      }))
    } catch (error) {
      return fail(swapErrorOf(error), error)
    }
    setSwap(latch, { step: { kind, status: 'confirming', hash } })
    const outcome = await wallet
      .waitForTransaction({ network, hash, timeoutMs: TRANSACTION_CONFIRM_TIMEOUT_MS })
      .catch(() => 'pending' as const)
    if (outcome === 'reverted') return fail(revertedAs, undefined, hash)
    // Not mined within the wait is not a failure (the Activity tab shows it once it is), nor a success yet.
    setSwap(latch, {
      step: { kind, status: outcome === 'success' ? 'success' : 'submitted', hash },
    })
    return { status: 'success' }
  }
}
