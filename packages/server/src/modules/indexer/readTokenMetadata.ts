import { erc20Abi, type PublicClient } from 'viem'
import { cleanText } from './cleanText'

export type TokenMetadata = { name: string | null; symbol: string | null; decimals: number | null }

/**
 * Reads name, symbol and decimals where the contract has them. A contract is untrusted: a missing, reverting
 * or nonsensical answer stays null, and text is cleaned (cleanText) before it is stored.
 */
export async function readTokenMetadata(
  client: PublicClient,
  address: `0x${string}`,
  standard: 'erc20' | 'erc721' | 'erc1155',
): Promise<TokenMetadata> {
  const read = async (functionName: 'name' | 'symbol' | 'decimals'): Promise<unknown> => {
    try {
      return await client.readContract({ address, abi: erc20Abi, functionName })
    } catch {
      return null
    }
  }
  const [name, symbol, decimals] = await Promise.all([
    read('name'),
    read('symbol'),
    standard === 'erc20' ? read('decimals') : Promise.resolve(0),
  ])
  return {
    name: cleanText(name, 200),
    symbol: cleanText(symbol, 32),
    decimals:
      typeof decimals === 'number' && Number.isInteger(decimals) && decimals >= 0 && decimals <= 255
        ? decimals
        : null,
  }
}
