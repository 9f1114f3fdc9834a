import { defineNetwork, type Network } from '@latch/core'

const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }

// Networks are CAIP-2 (ChainAgnostic namespaces, bip122/caip2.md): `bip122:` and the first 32 hex characters of the
// chain's genesis block hash. Each network's transport is an Esplora HTTP API, its `rpcUrls.default.http[0]`: point
// it at another Esplora (an own electrs) by spreading the network with other `rpcUrls`.

export const bitcoinMainnet = /* @__PURE__ */ defineNetwork({
  chainNamespace: 'bip122',
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['https://blockstream.info/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space' } },
})

/** Testnet4 (BIP-94), the test network that replaced testnet3. */
export const bitcoinTestnet4 = /* @__PURE__ */ defineNetwork({
  chainNamespace: 'bip122',
  id: '00000000da84f2bafbbc53dee25a72ae',
  name: 'Bitcoin Testnet4',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['https://mempool.space/testnet4/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/testnet4' } },
  testnet: true,
})

/** The default signet (BIP-325). */
export const bitcoinSignet = /* @__PURE__ */ defineNetwork({
  chainNamespace: 'bip122',
  id: '00000008819873e925422c1ff0f99f7c',
  name: 'Bitcoin Signet',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['https://blockstream.info/signet/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/signet' } },
  testnet: true,
})

/** Where the dev stack serves its regtest ledger's Esplora API (3002, electrs' own regtest HTTP port). */
export const bitcoinRegtestPort = 3002

/**
 * Regtest: every regtest chain shares Bitcoin Core's regtest genesis block, so one id; by default the dev stack's
 * in-process regtest ledger behind its Esplora-compatible API.
 */
export const bitcoinRegtest = /* @__PURE__ */ defineNetwork({
  chainNamespace: 'bip122',
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Bitcoin Regtest',
  nativeCurrency: btc,
  rpcUrls: { default: { http: [`http://127.0.0.1:${bitcoinRegtestPort}`] } },
  testnet: true,
})

/** The Esplora API a network's requests go to: its first HTTP URL, without a trailing slash. */
export function esploraUrl(network: Network): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new Error(`${network.name} has no Esplora URL`)
  return url.replace(/\/+$/, '')
}
