import { act } from 'react'
import { expect } from 'vitest'

/**
 * Lets React and the lazy views work (inside act) until what the visitor would see holds. It polls rather than
 * waits a set time: a view's chunk loads in a few milliseconds on a quiet machine and in seconds on a busy one,
 * so the only bound is a generous one, below the dom project's test timeout (vitest.config.ts).
 */
export async function until(predicate: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!predicate() && Date.now() < deadline)
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  expect(predicate()).toBe(true)
}
