import {
  type Address,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

export type SandboxPayoutConfig = {
  chainId: number
  rpcUrl: string
  /** The faucet account's key: a dev-stack test account no other test spends from. */
  faucetKey: Hex
  /** LUSD on that chain, when the sandbox sells it. */
  lusd?: Address | undefined
}

/**
 * Sends what the sandbox sold from its faucet account, and waits for it to be mined: ETH as a transfer, LUSD as
 * an ERC-20 `transfer`. Payouts go one at a time so the faucet's nonces never collide.
 */
export function sandboxPayout(config: SandboxPayoutConfig) {
  const chain = defineChain({
    id: config.chainId,
    name: `Dev chain ${config.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [config.rpcUrl] } },
  })
  const wallet = createWalletClient({
    account: privateKeyToAccount(config.faucetKey),
    chain,
    transport: http(config.rpcUrl, { timeout: 10_000 }),
  }).extend(publicActions)
  let queue: Promise<unknown> = Promise.resolve()
  const pay = async (to: Address, currency: string, amount: string): Promise<Hex> => {
    let hash: Hex
    if (currency === 'ETH') hash = await wallet.sendTransaction({ to, value: parseEther(amount) })
    else if (currency === 'LUSD' && config.lusd) {
      const decimals = await wallet.readContract({
        address: config.lusd,
        abi: erc20Abi,
        functionName: 'decimals',
      })
      hash = await wallet.writeContract({
        address: config.lusd,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, parseUnits(amount, decimals)],
      })
    } else throw new Error(`the sandbox sells no ${currency}`)
    const receipt = await wallet.waitForTransactionReceipt({ hash, timeout: 30_000 })
    if (receipt.status !== 'success') throw new Error('the payout reverted')
    return hash
  }
  return {
    address: wallet.account.address,
    send(to: Address, currency: string, amount: string): Promise<Hex> {
      const next = queue.then(() => pay(to, currency, amount))
      queue = next.catch(() => undefined)
      return next
    },
  }
}

export type SandboxPayout = ReturnType<typeof sandboxPayout>
