import { type Chain, createWalletClient, http, type LocalAccount } from 'viem'
import type { z } from 'zod/mini'
import { asProviderError } from './asProviderError'
import type { sendTransactionParams } from './requestParams'

type TransactionRequest = z.output<typeof sendTransactionParams>[0]

/**
 * Sends a dapp's `eth_sendTransaction` with a local key, for both sides of the sample wallet (injected and
 * WalletConnect): viem fills what the dapp left out (nonce, gas, fees) from the chain, signs locally and submits
 * with eth_sendRawTransaction. Errors come back EIP-1193 shaped.
 */
export function sendLocalTransaction(
  account: LocalAccount,
  chain: Chain,
  {
    from: _from,
    to,
    data,
    input,
    nonce,
    gasPrice,
    maxFeePerGas,
    maxPriorityFeePerGas,
    ...rest
  }: TransactionRequest,
) {
  const client = createWalletClient({ account, chain, transport: http() })
  const transaction = {
    ...rest,
    to: to ?? undefined,
    data: data ?? input,
    nonce: nonce === undefined ? undefined : Number(nonce),
  }
  return asProviderError(() =>
    gasPrice === undefined
      ? client.sendTransaction({ ...transaction, maxFeePerGas, maxPriorityFeePerGas })
      : client.sendTransaction({ ...transaction, gasPrice }),
  )
}
