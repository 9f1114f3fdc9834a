import { createAppClient, viemConnector } from '@farcaster/auth-client'
import type { FarcasterConfig } from './farcasterConfig'

/** `@farcaster/auth-client`'s app client: channels on the configured relay, the ID registry on the configured RPC. */
export const farcasterClient = ({ relayUrl, optimismRpcUrl }: FarcasterConfig) =>
  createAppClient({ relay: relayUrl, ethereum: viemConnector({ rpcUrl: optimismRpcUrl }) })

export type FarcasterClient = ReturnType<typeof farcasterClient>
