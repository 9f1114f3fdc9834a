/**
 * What SwapPreview asks the wallet for next: an approval when the router may not spend the whole amount yet (an
 * ERC-20 source only: the native coin needs none), else the swap. `checking` while the allowance is unknown.
 */
export function nextSwapStep(parameters: {
  isNativeSource: boolean
  amount: bigint
  allowance: bigint | undefined
}): 'checking' | 'approve' | 'swap' {
  if (parameters.isNativeSource) return 'swap'
  if (parameters.allowance === undefined) return 'checking'
  return parameters.allowance < parameters.amount ? 'approve' : 'swap'
}
