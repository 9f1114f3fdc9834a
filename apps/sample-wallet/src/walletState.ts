import * as z from 'zod/mini'

/** What the wallet remembers across reloads, like an extension's own storage. */
export type WalletState = {
  authorized: boolean
  /** The dapp is authorized on the Solana side too (Wallet Standard `standard:connect`), on its own. */
  solanaAuthorized: boolean
  /** The dapp is authorized on the Bitcoin side (Wallet Standard `bitcoin:connect`), on its own. */
  bitcoinAuthorized: boolean
  chainId: number
  /** Chains added through wallet_addEthereumChain, with the RPC URL the dapp gave. */
  addedChains: Array<{ chainId: number; rpcUrl: string }>
  rejectRequests: boolean
  answer4902: boolean
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export function initialWalletState(homeChainId: number): WalletState {
  return {
    authorized: false,
    solanaAuthorized: false,
    bitcoinAuthorized: false,
    chainId: homeChainId,
    addedChains: [],
    rejectRequests: false,
    answer4902: true,
  }
}

const chainId = z.int().check(z.positive())

/** Per field, so a state saved by an older version keeps what it can. */
const savedWalletState = z.object({
  authorized: z.catch(z.boolean(), false),
  // Absent in states saved before the Solana side: not authorized.
  solanaAuthorized: z.catch(z.boolean(), false),
  bitcoinAuthorized: z.catch(z.boolean(), false),
  chainId: z.catch(z.optional(chainId), undefined),
  addedChains: z.catch(z.array(z.object({ chainId, rpcUrl: z.url({ protocol: /^https?$/ }) })), []),
  rejectRequests: z.catch(z.boolean(), false),
  answer4902: z.catch(z.boolean(), true),
})

/** Reads the saved state; anything malformed falls back to the initial state. */
export function loadWalletState(
  storage: StorageLike,
  key: string,
  homeChainId: number,
): WalletState {
  let saved: unknown
  try {
    saved = JSON.parse(storage.getItem(key) ?? 'null')
  } catch {
    return initialWalletState(homeChainId)
  }
  const result = savedWalletState.safeParse(saved)
  if (!result.success) return initialWalletState(homeChainId)
  return { ...result.data, chainId: result.data.chainId ?? homeChainId }
}

export function memoryStorage(): StorageLike {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}
