import { defineChain, type Hex, isHex, type LocalAccount } from 'viem'
import { asProviderError } from '../asProviderError'
import { ProviderRpcError, providerErrorCodes } from '../providerError'
import {
  parseParams,
  personalSignParams,
  sendTransactionParams,
  signTypedDataParams,
} from '../requestParams'
import { sendLocalTransaction } from '../sendLocalTransaction'

/** The requests this wallet answers over WalletConnect besides chain switches (createWalletConnectWallet.ts). */
export const signingMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
] as const

export type RequestContext = {
  account: LocalAccount
  /** The HTTP RPC of each chain the wallet serves. */
  rpcUrls: Readonly<Record<number, string>>
}

/**
 * Answers an approved signing request on `chainId`: params validated (requestParams.ts), signed with the local
 * account, a transaction submitted to that chain's RPC. Throws a `ProviderRpcError` the session answers with.
 */
export async function handleSessionRequest(
  { account, rpcUrls }: RequestContext,
  { chainId, method, params }: { chainId: number; method: string; params: unknown },
): Promise<Hex> {
  const own = (address: string) => {
    if (address.toLowerCase() !== account.address.toLowerCase())
      throw new ProviderRpcError(providerErrorCodes.unauthorized, 'Unknown account')
  }
  switch (method) {
    case 'personal_sign': {
      const [message, address] = parseParams(method, personalSignParams, params)
      own(address)
      if (!account.signMessage) throw unsupported(method)
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const [address, typedData] = parseParams(method, signTypedDataParams, params)
      own(address)
      const sign = account.signTypedData
      if (!sign) throw unsupported(method)
      return asProviderError(() => sign(typedData))
    }
    case 'eth_sendTransaction': {
      const [transaction] = parseParams(method, sendTransactionParams, params)
      if (transaction.from) own(transaction.from)
      const rpcUrl = rpcUrls[chainId]
      if (!rpcUrl)
        throw new ProviderRpcError(
          providerErrorCodes.chainDisconnected,
          `The wallet has no RPC for chain ${chainId}`,
        )
      const chain = defineChain({
        id: chainId,
        name: `Chain ${chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [rpcUrl] } },
      })
      return sendLocalTransaction(account, chain, transaction)
    }
    default:
      throw unsupported(method)
  }
}

function unsupported(method: string) {
  return new ProviderRpcError(providerErrorCodes.unsupportedMethod, `${method} is not supported`)
}
