import { z } from 'zod'
import type { Env } from '../../platform/config/readEnv'
import { readEnv } from '../../platform/config/readEnv'

export type FarcasterConfig = {
  /** The relay the channel is created on: the Farcaster apps post the signed message to it. */
  relayUrl: string
  /** An Optimism node: the ID registry there says which fid a custody address owns. */
  optimismRpcUrl: string
}

declare module '../../platform/ServerModule' {
  interface ModuleConfigs {
    farcaster: FarcasterConfig
  }
}

/** Farcaster's public relay, the one the Farcaster apps answer on. */
export const defaultFarcasterRelayUrl = 'https://relay.farcaster.xyz'
/** Optimism's public endpoint; an operator sets their own node for production traffic. */
export const defaultOptimismRpcUrl = 'https://mainnet.optimism.io'

/** HTTPS, or plain HTTP on this machine only (the dev stack's stand-ins). */
const endpoint = z.string().refine((text) => {
  try {
    const url = new URL(text)
    if (url.protocol === 'https:') return true
    const loopback = ['localhost', '[::1]'].includes(url.hostname) || /^127\./.test(url.hostname)
    return url.protocol === 'http:' && loopback
  } catch {
    return false
  }
}, 'must be an https URL (http only on loopback)')

const farcasterSchema = z.object({
  FARCASTER_RELAY_URL: endpoint.optional(),
  FARCASTER_OPTIMISM_RPC_URL: endpoint.optional(),
})

/** Reads `FARCASTER_RELAY_URL` and `FARCASTER_OPTIMISM_RPC_URL`, each with its public default. */
export function loadFarcasterConfig(env: Env): FarcasterConfig {
  const read = readEnv(farcasterSchema, env)
  return {
    relayUrl: (read.FARCASTER_RELAY_URL ?? defaultFarcasterRelayUrl).replace(/\/+$/, ''),
    optimismRpcUrl: read.FARCASTER_OPTIMISM_RPC_URL ?? defaultOptimismRpcUrl,
  }
}
