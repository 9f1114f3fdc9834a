import { decodeFunctionData, parseAbi } from 'viem'

/** SimpleAccount v0.7's entry points for the calls of a user operation. */
const simpleAccountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])

/**
 * The addresses a SimpleAccount operation's `callData` calls (lower case), or undefined when it is not an
 * `execute` or `executeBatch` of SimpleAccount v0.7: the paymaster cannot tell what such an operation does.
 */
export function callTargets(callData: `0x${string}`): string[] | undefined {
  try {
    const call = decodeFunctionData({ abi: simpleAccountAbi, data: callData })
    if (call.functionName === 'execute') return [call.args[0].toLowerCase()]
    return call.args[0].map((target) => target.toLowerCase())
  } catch {
    return undefined
  }
}
