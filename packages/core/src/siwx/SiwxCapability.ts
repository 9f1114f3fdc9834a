import type { SiwxMessageData } from './SiwxConfig'

/**
 * A namespace's own sign-in message text (EIP-4361 for EVM); a namespace without one signs CAIP-122's
 * (`capability(latch, namespace, 'siwx')`).
 */
export type SiwxCapability = {
  formatMessage(data: SiwxMessageData): string
}

declare module '../adapter.js' {
  interface AdapterCapabilities {
    siwx: SiwxCapability
  }
}
