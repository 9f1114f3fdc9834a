/** The two dev chains of `npm start`: ports and chain ids are part of the demo's configuration. */
export const devChains = [
  { chainId: 31337, port: 8545, name: 'Latch Local', rpcUrl: 'http://127.0.0.1:8545' },
  { chainId: 31338, port: 8546, name: 'Latch Local 2', rpcUrl: 'http://127.0.0.1:8546' },
] as const

export type DevChain = (typeof devChains)[number]
