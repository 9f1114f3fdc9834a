import { testAccount } from '@latch/devstack/chain'
import { createWalletClient, http, publicActions } from 'viem'
import { foundry } from 'viem/chains'

/** Test account #index on a dev chain, as a wallet that also reads. */
export function swapWallet(rpcUrl: string, index: number) {
  return {
    wallet: createWalletClient({
      account: testAccount(index),
      chain: { ...foundry, rpcUrls: { default: { http: [rpcUrl] } } },
      transport: http(rpcUrl),
    }).extend(publicActions),
  }
}
