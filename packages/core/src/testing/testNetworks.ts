import { defineNetwork } from '../network/defineNetwork'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** Two EVM networks for tests (the dev chains' ids; their RPC URLs are never called). */
export const testNetworks = [
  defineNetwork({
    id: 31337,
    name: 'Local',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  }),
  defineNetwork({
    id: 31338,
    name: 'Local 2',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  }),
] as const
