import { BaseError, HttpRequestError, TimeoutError } from 'viem'

/** Whether a chain call failed because the node did not answer (not because the call reverted). */
export function isNodeDown(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    Boolean(
      error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError),
    )
  )
}
