import { createTestClient, http, parseEther } from 'viem'
import { foundry } from 'viem/chains'
import { sampleAccount } from './fixtures'

const chain = createTestClient({
  chain: foundry,
  mode: 'anvil',
  transport: http('http://127.0.0.1:8545'),
})

/**
 * Gives the sample wallet's account its 10,000 ETH back. The specs share one chain, and others show that balance
 * ("10,000.000 ETH"); a spec that spends from the account (gas, a swap) calls this when done.
 */
export async function restoreSampleAccountEth(): Promise<void> {
  await chain.setBalance({ address: sampleAccount, value: parseEther('10000') })
}
