import { alreadySmartAccount, smartAccountNotOnNetwork } from '../errors/errorTexts'

/** Spec §3's account types: the key's own account, or the smart account it owns (ERC-4337). */
export type AccountType = 'eoa' | 'smartAccount'

/**
 * Behaviour.md §6.1 (spec §6): switching to the smart account is allowed only on a network where smart accounts
 * are enabled (`smartAccountNetworks`, spec §9) and while the current type is `eoa`; switching back to `eoa` always
 * is. The refusal's text, or undefined when the switch is allowed.
 */
export function accountTypeSwitchRefusal(parameters: {
  to: AccountType
  current: AccountType
  chainId: number | string | undefined
  smartAccountNetworks: readonly number[]
}): string | undefined {
  if (parameters.to === 'eoa') return undefined
  const chainId = parameters.chainId
  if (typeof chainId !== 'number' || !parameters.smartAccountNetworks.includes(chainId))
    return smartAccountNotOnNetwork
  if (parameters.current !== 'eoa') return alreadySmartAccount
  return undefined
}
