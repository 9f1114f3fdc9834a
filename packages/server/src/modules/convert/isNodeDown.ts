import { BaseError, HttpRequestError, TimeoutError } from 'viem'

/** Whether a chain call failed because the node did not answer (not because the call reverted). */
export function isNodeDown(error: unknown): boolean {
  if (!(error instanceof BaseError)) return error instanceof TypeError
  return Boolean(
    error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError),
  )
}
