import type { NamespaceDescriptor } from '../caip/NamespaceDescriptor'
import { defineNetwork } from '../network/defineNetwork'

/** `cosmos1` and 38 characters of bech32's alphabet. */
const addressPattern = /^cosmos1[02-9ac-hj-np-z]{38}$/

/**
 * A namespace of the test adapter's own, as a third adapter package would bring it: CAIP-2 `cosmos`, which no
 * Latch adapter serves. Its tests show a namespace needs no edit in core.
 */
export const testNamespace: NamespaceDescriptor = {
  namespace: 'cosmos',
  caip122Name: 'Cosmos',
  checkAddress: (input) =>
    addressPattern.test(input) ? { status: 'valid', address: input } : { status: 'invalid' },
  addressKey: (address) => address,
  parseChainId: (chainId) =>
    typeof chainId === 'string' && /^cosmos:[-a-zA-Z0-9]{1,32}$/.test(chainId)
      ? (chainId as `cosmos:${string}`)
      : undefined,
}

/** The test namespace's network (its RPC URL is never called). */
export const testNamespaceNetwork = defineNetwork({
  id: 'cosmoshub-4',
  chainNamespace: testNamespace.namespace,
  name: 'Cosmos Hub',
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:26657'] } },
})
