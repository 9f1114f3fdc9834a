import type { SiwxCapability } from '@latch/core'
import { formatSiweMessage } from './formatSiweMessage'

/** `@latch/evm/siwx`: EIP-4361 (viem's SIWE), loaded with the first sign-in. */
export function evmSiwxCapability(): SiwxCapability {
  return { formatMessage: formatSiweMessage }
}
