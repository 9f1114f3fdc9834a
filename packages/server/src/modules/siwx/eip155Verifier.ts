import { type Hex, isAddressEqual, recoverMessageAddress } from 'viem'
import { verifyMessage } from 'viem/actions'
import type { ChainRegistry } from '../../platform/chains/createChainRegistry'
import { hasHighS } from './hasHighS'
import { parseEip155Message } from './parseEip155Message'
import type { SiwxVerifier } from './SiwxVerifier'

const hexSignature = /^0x(?:[0-9a-fA-F]{2})+$/

/**
 * EIP-4361 sign-in: the message through viem's SIWE utilities, the signature through viem's `verifyHash` on
 * the served chain's client, which covers EOAs (ecrecover, tried first and offline), ERC-1271 contract wallets
 * and ERC-6492 counterfactual signatures (the universal validator, a deployless `eth_call`). A refused check
 * on a node that does not answer is `'unavailable'`, not a bad signature. A high-s signature is refused (EIP-2).
 */
export function eip155Verifier(chains: ChainRegistry): SiwxVerifier {
  return {
    namespace: 'eip155',
    parse: parseEip155Message,
    async verify({ message, text, signature }) {
      if (!hexSignature.test(signature)) return false
      // Before any check: the chain's ecrecover (ERC-6492's validator) would accept the twin too.
      if (hasHighS(signature as Hex)) return false
      const address = message.accountAddress as Hex
      try {
        const signer = await recoverMessageAddress({ message: text, signature: signature as Hex })
        if (isAddressEqual(signer, address)) return true
      } catch {
        // Not a 65-byte ECDSA signature: a contract wallet's, checked on the chain below.
      }
      const chain = chains.get(`eip155:${message.chainReference}`)
      if (!chain) return false
      let valid: boolean
      try {
        valid = await verifyMessage(chain.client, {
          address,
          message: text,
          signature: signature as Hex,
        })
      } catch {
        // viem throws for what it could not ask (its validator's own refusals answer false).
        return (await reachable(chain.client)) ? false : 'unavailable'
      }
      // The validator's call failing reads as `false` too: tell a down node from a wrong signature.
      if (!valid && !(await reachable(chain.client))) return 'unavailable'
      return valid
    },
  }
}

async function reachable(client: {
  getBlockNumber(options: { cacheTime: number }): Promise<bigint>
}) {
  try {
    await client.getBlockNumber({ cacheTime: 0 })
    return true
  } catch {
    return false
  }
}
