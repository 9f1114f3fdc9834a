import { defineNetwork } from '@latch/core'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** The dev stack's two local chains (`npm start`). */
export const latchLocal = defineNetwork({
  id: 31337,
  name: 'Latch Local',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
})

export const latchLocal2 = defineNetwork({
  id: 31338,
  name: 'Latch Local 2',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  testnet: true,
})
