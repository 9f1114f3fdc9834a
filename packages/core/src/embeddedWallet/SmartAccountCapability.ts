/**
 * The embedded wallet's smart account in a namespace (docs/smart-accounts.md): an adapter that lists it offers the
 * switch between the key's account and an ERC-4337 account it owns (behaviour.md §4, §6.1); the secure site and
 * the server do the rest, so there is nothing to load but the declaration.
 */
export type SmartAccountCapability = { readonly standard: 'erc4337' }

declare module '../adapter.js' {
  interface AdapterCapabilities {
    smartAccount: SmartAccountCapability
  }
}
