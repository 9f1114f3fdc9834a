import type { SendAssetParameters, TransactionOutcome } from '@latch/core'
import type { Config } from 'wagmi'
import { connectedProvider } from '../connectedProvider'

// Raw JSON-RPC on purpose: importing viem's actions here, even from this lazy chunk, would move the modules the
// first paint shares with them (viem/actions) into the first paint, through esbuild's shared chunks.

type Hex = `0x${string}`
type TransactionRequest = { from: Hex; to: Hex; value: Hex; data?: Hex }

const toHex = (value: bigint): Hex => `0x${value.toString(16)}`
const word = (hex: string) => hex.replace(/^0x/, '').toLowerCase().padStart(64, '0')

/** ABI encoding of ERC-20 `transfer(address to, uint256 amount)`: its selector, then both words. */
export function encodeErc20Transfer(to: string, amount: bigint): Hex {
  return `0xa9059cbb${word(to)}${word(amount.toString(16))}`
}

/** A native value transfer, or an ERC-20 `transfer(to, amount)` call on the token's contract. */
export function transactionOf(parameters: SendAssetParameters): TransactionRequest {
  const { from, to, amount, token } = parameters
  if (!token) return { from: from as Hex, to: to as Hex, value: toHex(amount) }
  return {
    from: from as Hex,
    to: token as Hex,
    value: '0x0',
    data: encodeErc20Transfer(to, amount),
  }
}

/**
 * Sends through the connected wallet (`eth_sendTransaction`, straight to its provider as `signMessage` does); the
 * wallet fills gas and fees. The send's network is the wallet's (core checks it before asking).
 */
export async function sendEvmAsset(
  config: Config,
  parameters: SendAssetParameters,
): Promise<{ hash: string }> {
  const provider = await connectedProvider(config)
  const hash = await provider.request({
    method: 'eth_sendTransaction',
    params: [transactionOf(parameters)],
  })
  return { hash }
}

/** The network's public client's JSON-RPC, untyped: the few reads a send needs. */
function rpc(config: Config, network: { id: number | string }) {
  const client = config.getClient({ chainId: Number(network.id) })
  return (method: string, params: unknown[]) =>
    client.request({ method, params } as never) as Promise<unknown>
}

/**
 * The fee's upper bound: the transfer's gas at an EIP-1559 max fee of twice the base fee plus the priority fee
 * (what a wallet keeps back for it), or at the gas price on a chain without a base fee.
 */
export async function estimateEvmSend(
  config: Config,
  parameters: SendAssetParameters,
): Promise<{ fee: bigint }> {
  const request = rpc(config, parameters.network)
  const [gas, block] = await Promise.all([
    request('eth_estimateGas', [transactionOf(parameters)]),
    request('eth_getBlockByNumber', ['latest', false]) as Promise<{ baseFeePerGas?: Hex } | null>,
  ])
  let perGas: bigint
  if (block?.baseFeePerGas) {
    const priority = await request('eth_maxPriorityFeePerGas', []).catch(() => '0x0')
    perGas = 2n * BigInt(block.baseFeePerGas) + BigInt(priority as Hex)
  } else perGas = BigInt((await request('eth_gasPrice', [])) as Hex)
  return { fee: BigInt(gas as Hex) * perGas }
}

/** Polls the receipt every 500 ms for at most `timeoutMs`; `pending` when the chain has not mined it by then. */
export async function waitForEvmTransaction(
  config: Config,
  parameters: { network: { id: number | string }; hash: string; timeoutMs: number },
): Promise<TransactionOutcome> {
  const request = rpc(config, parameters.network)
  const deadline = Date.now() + parameters.timeoutMs
  for (;;) {
    const receipt = (await request('eth_getTransactionReceipt', [parameters.hash])) as {
      status?: Hex
    } | null
    if (receipt?.status) return receipt.status === '0x1' ? 'success' : 'reverted'
    const left = deadline - Date.now()
    if (left <= 0) return 'pending'
    await new Promise((resolve) => setTimeout(resolve, Math.min(500, left)))
  }
}
