import { erc20Abi, type PublicClient } from 'viem'

export type TokenMetadata = { name: string | null; symbol: string | null; decimals: number | null }

/** Reads name, symbol and decimals where the contract has them; a missing or reverting one stays null. */
export async function readTokenMetadata(
  client: PublicClient,
  address: `0x${string}`,
  standard: 'erc20' | 'erc721' | 'erc1155',
): Promise<TokenMetadata> {
  const read = async <T>(functionName: 'name' | 'symbol' | 'decimals'): Promise<T | null> => {
    try {
      return (await client.readContract({ address, abi: erc20Abi, functionName })) as T
    } catch {
      return null
    }
  }
  const [name, symbol, decimals] = await Promise.all([
    read<string>('name'),
    read<string>('symbol'),
    standard === 'erc20'
      ? read<number>('decimals')
      : Promise.resolve(standard === 'erc721' ? 0 : 0),
  ])
  return {
    name: typeof name === 'string' ? name.slice(0, 200) : null,
    symbol: typeof symbol === 'string' ? symbol.slice(0, 32) : null,
    decimals: typeof decimals === 'number' && decimals >= 0 && decimals <= 255 ? decimals : null,
  }
}
