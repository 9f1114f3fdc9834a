/**
 * Whether this page is the return from a redirect-mode social login (docs/embedded-wallet.md): a cheap look at
 * `location` for `SOCIAL_RETURN_PARAM` (`socialRedirectProvider.ts`), spelled out here so the first paint shares
 * no module with the lazy social code (a shared module would become a chunk of its own, a file more to load).
 */
export function isSocialReturn(): boolean {
  return Boolean(globalThis.location?.search.includes('latch_social='))
}
