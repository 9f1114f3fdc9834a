import { solanaNamespace } from '@latch/core/adapter'

export function assertSolanaAddress(value: string) {
  if (solanaNamespace.checkAddress(value).status !== 'valid')
    throw new Error(`Not a Solana address: ${value}`)
}
