import { defineNetwork } from '@latch/core'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/**
 * The dev stack's ENS universal resolver, the same on both chains: `expectedEnsAddresses().universalResolver` of
 * @latch/devstack (account #0's nonce 56; its test checks the two agree). ada.eth and bob.eth resolve there.
 */
const contracts = {
  ensUniversalResolver: { address: '0x7969c5eD335650692Bc04293B07F5BF2e7A673C0' },
}

/** The dev stack's two local chains (`npm start`). */
export const latchLocal = defineNetwork({
  id: 31337,
  name: 'Latch Local',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
  contracts,
})

export const latchLocal2 = defineNetwork({
  id: 31338,
  name: 'Latch Local 2',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  testnet: true,
  contracts,
})
