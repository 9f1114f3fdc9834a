/** What the wallet remembers across reloads, like an extension's own storage. */
export type WalletState = {
  authorized: boolean
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
    chainId: homeChainId,
    addedChains: [],
    rejectRequests: false,
    answer4902: true,
  }
}

/** Reads the saved state; anything malformed falls back to the initial state. */
export function loadWalletState(
  storage: StorageLike,
  key: string,
  homeChainId: number,
): WalletState {
  const initial = initialWalletState(homeChainId)
  try {
    const saved = JSON.parse(storage.getItem(key) ?? 'null') as Partial<WalletState> | null
    if (!saved || typeof saved !== 'object') return initial
    return {
      authorized: saved.authorized === true,
      chainId: Number.isSafeInteger(saved.chainId) ? (saved.chainId as number) : homeChainId,
      addedChains: Array.isArray(saved.addedChains)
        ? saved.addedChains.filter(
            (chain) => Number.isSafeInteger(chain?.chainId) && typeof chain?.rpcUrl === 'string',
          )
        : [],
      rejectRequests: saved.rejectRequests === true,
      answer4902: saved.answer4902 !== false,
    }
  } catch {
    return initial
  }
}

export function memoryStorage(): StorageLike {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}
