/**
 * Whether a connected wallet on a network the app does not list shows UnsupportedChain (behaviour.md §2): not when
 * unsupported chains are allowed or network switching is off.
 */
export function showsUnsupportedChain(parameters: {
  isConnected: boolean
  isNetworkSupported: boolean
  allowUnsupportedChain: boolean
  enableNetworkSwitch: boolean
}): boolean {
  return (
    parameters.isConnected &&
    !parameters.isNetworkSupported &&
    !parameters.allowUnsupportedChain &&
    parameters.enableNetworkSwitch
  )
}
