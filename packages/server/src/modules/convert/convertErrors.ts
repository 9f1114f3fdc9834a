import { errorTexts } from '@latch/core'
import { HttpError } from '../../platform/http/HttpError'

/** The convert module's refusals (docs/swap.md, "Errors"): `{ status, reasons: [{ name, description }] }`. */
export const convertErrors = {
  /** behaviour.md §8: the exact text, as name and description. */
  networkNotSupportedForSwaps: () =>
    new HttpError(
      400,
      errorTexts.networkNotSupportedForSwaps,
      errorTexts.networkNotSupportedForSwaps,
    ),
  networkNotSupportedForGasPrice: () =>
    new HttpError(
      400,
      errorTexts.networkNotSupportedForGasPrice,
      errorTexts.networkNotSupportedForGasPrice,
    ),
  badRequest: (description: string) => new HttpError(400, 'Bad Request', description),
  amountTooLarge: (max: bigint) =>
    new HttpError(
      400,
      'Bad Request',
      `amount: at most ${max}, the most the swap's pools can take (past it the swap would revert)`,
    ),
  insufficientLiquidity: () =>
    new HttpError(422, 'Insufficient Liquidity', 'No pool route can fill this amount'),
  insufficientBalance: (description: string) =>
    new HttpError(422, 'Insufficient Balance', description),
  insufficientAllowance: () =>
    new HttpError(
      422,
      'Insufficient Allowance',
      'The router may not spend this amount of the token yet: approve it first (build-approve)',
    ),
  /** The gas estimate reverted: the swap would fail if sent now (the price moved, the balance changed). */
  swapWouldFail: (reason: string) => new HttpError(422, 'Swap Would Fail', reason),
  nodeDown: (caipNetworkId: string) =>
    new HttpError(503, 'Service Unavailable', `The ${caipNetworkId} node did not answer`),
}
