import type { SiwxMessage } from './SiwxMessage'

/**
 * How one CAIP-2 namespace signs in: its message format and its signatures (eip155 and Solana, behaviour.md §12.3;
 * another namespace adds one more entry in `service.ts`).
 */
export type SiwxVerifier = {
  readonly namespace: string
  /** Reads the message, or says why it is not one of this namespace's; never throws. */
  parse(text: string): SiwxMessage | { problem: string }
  /** Whether `signature` is by the message's account; `'unavailable'` when the chain could not be asked. */
  verify(input: {
    message: SiwxMessage
    text: string
    signature: string
  }): Promise<boolean | 'unavailable'>
}
