import { BaseError } from 'viem'
import { ProviderRpcError, providerErrorCodes } from './providerError'

/** Runs `work`; viem's errors carry the node's JSON-RPC code, so the dapp gets them EIP-1193 shaped. */
export async function asProviderError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof ProviderRpcError) throw error
    if (!(error instanceof BaseError))
      throw new ProviderRpcError(providerErrorCodes.internal, 'Internal error')
    const coded = error.walk((e) => typeof (e as { code?: unknown }).code === 'number') as {
      code: number
    } | null
    throw new ProviderRpcError(coded?.code ?? providerErrorCodes.internal, error.shortMessage)
  }
}
