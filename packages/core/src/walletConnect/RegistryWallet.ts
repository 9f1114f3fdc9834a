/** A wallet of the registry (behaviour.md §10.1), as the AllWallets view lists it. */
export type RegistryWallet = {
  id: string
  name: string
  rdns: string | null
  homepage: string | null
  /** The icon on the registry's origin (an absolute URL). */
  imageUrl: string
  links: {
    mobile: { native: string | null; universal: string | null }
    desktop: { native: string | null; universal: string | null }
    web: string | null
  }
  stores: {
    ios: string | null
    android: string | null
    chrome: string | null
    firefox: string | null
    edge: string | null
  }
  /** CAIP-2 ids, or `eip155:*` for every chain of a namespace. */
  chains: string[]
  injectedIds: string[]
}

export type RegistryPage = { count: number; data: RegistryWallet[] }
