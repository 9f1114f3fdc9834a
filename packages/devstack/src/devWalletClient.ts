import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type LocalAccount,
  publicActions,
} from 'viem'

/** A wallet client (with the public actions) of `account` on a dev chain, whatever id the node says it has. */
export async function devWalletClient(rpcUrl: string, account: LocalAccount) {
  const id = await createPublicClient({ transport: http(rpcUrl) }).getChainId()
  const chain = defineChain({
    id,
    name: `Dev ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  return createWalletClient({ account, chain, transport: http(rpcUrl) }).extend(publicActions)
}
