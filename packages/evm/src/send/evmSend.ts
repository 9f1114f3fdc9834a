import type { SendAssetParameters, TransactionOutcome } from '@latch/core'
import { type Config, getConnection } from '@wagmi/core'
import {
  type Address,
  type EIP1193Provider,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  numberToHex,
  WaitForTransactionReceiptTimeoutError,
} from 'viem'
import { estimateFeesPerGas, estimateGas, waitForTransactionReceipt } from 'viem/actions'

/**
 * The EVM side of a send (issue 13), loaded with the first send rather than with the page: a native value
 * transfer, or an ERC-20 `transfer(to, amount)` call on the token's contract.
 */
function transactionOf(parameters: SendAssetParameters): {
  to: Address
  value: bigint
  data?: Hex
} {
  const { to, amount, token } = parameters
  if (!token) return { to: to as Address, value: amount }
  return {
    to: token as Address,
    value: 0n,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to as Address, amount],
    }),
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
  const { connector } = getConnection(config)
  if (!connector) throw new Error('No wallet is connected')
  const provider = (await connector.getProvider()) as EIP1193Provider
  const transaction = transactionOf(parameters)
  const hash = await provider.request({
    method: 'eth_sendTransaction',
    params: [
      {
        from: parameters.from as Address,
        to: transaction.to,
        value: numberToHex(transaction.value),
        ...(transaction.data ? { data: transaction.data } : {}),
      },
    ],
  })
  return { hash }
}

/**
 * The fee's upper bound: the transfer's gas at the EIP-1559 max fee per gas (what a wallet keeps back for it), or
 * the legacy gas price on a chain without EIP-1559.
 */
export async function estimateEvmSend(
  config: Config,
  parameters: SendAssetParameters,
): Promise<{ fee: bigint }> {
  const client = config.getClient({ chainId: Number(parameters.network.id) })
  const transaction = transactionOf(parameters)
  const [gas, fees] = await Promise.all([
    estimateGas(client, { account: parameters.from as Address, ...transaction }),
    estimateFeesPerGas(client).catch(() => estimateFeesPerGas(client, { type: 'legacy' })),
  ])
  const perGas =
    'maxFeePerGas' in fees && fees.maxFeePerGas ? fees.maxFeePerGas : (fees.gasPrice ?? 0n)
  return { fee: gas * perGas }
}

/** The receipt's status within `timeoutMs`; `pending` when the chain has not mined it by then. */
export async function waitForEvmTransaction(
  config: Config,
  parameters: { network: { id: number | string }; hash: string; timeoutMs: number },
): Promise<TransactionOutcome> {
  const client = config.getClient({ chainId: Number(parameters.network.id) })
  try {
    const receipt = await waitForTransactionReceipt(client, {
      hash: parameters.hash as Hex,
      timeout: parameters.timeoutMs,
      pollingInterval: 500,
    })
    return receipt.status
  } catch (error) {
    if (error instanceof WaitForTransactionReceiptTimeoutError) return 'pending'
    throw error
  }
}
