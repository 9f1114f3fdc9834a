import { encodeFunctionData, erc20Abi, getAddress, maxUint256, parseAbi, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeCall, tokensOfCall } from './describeCall'
import { knownCallsAbi } from './knownCallsAbi'

const lusd = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const usdc = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const router = '0x9fe46736679d2d9a65f0992f6272de9f3c7fa6e0'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const tokens = new Map([
  [lusd.toLowerCase(), { symbol: 'LUSD', decimals: 18 }],
  [usdc.toLowerCase(), { symbol: 'USDC', decimals: 6 }],
])
const erc20 = (functionName: 'transfer' | 'approve', args: readonly [`0x${string}`, bigint]) =>
  encodeFunctionData({ abi: erc20Abi, functionName, args })

// behaviour.md §6.5: every call of a batch in plain words.
describe('describeCall', () => {
  it('names ERC-20 transfers and approvals with the token’s amount', () => {
    expect(
      describeCall({ to: lusd, data: erc20('transfer', [bob, 4n * 10n ** 18n]) }, 31337, tokens),
    ).toMatchObject({
      action: 'Send token',
      details: `4 LUSD to ${bob}`,
    })
    expect(
      describeCall({ to: lusd, data: erc20('approve', [bob, maxUint256]) }, 31337, tokens),
    ).toMatchObject({
      action: 'Allow spending',
      details: `${bob} may spend any amount of LUSD`,
    })
    const transferFrom = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transferFrom',
      args: [bob, router, 1_500_000n],
    })
    expect(describeCall({ to: usdc, data: transferFrom }, 31337, tokens).details).toBe(
      `1.5 USDC from ${bob} to ${getAddress(router)}`,
    )
  })

  it('names a token it could not read by its address, in base units', () => {
    expect(describeCall({ to: bob, data: erc20('transfer', [lusd, 7n]) }, 1, tokens).details).toBe(
      `7 base units of token ${bob} to ${lusd}`,
    )
  })

  it('names Uniswap V2 swaps and a plain transfer of the coin', () => {
    const swap = encodeFunctionData({
      abi: knownCallsAbi,
      functionName: 'swapExactTokensForTokens',
      args: [10n ** 19n, 9_000_000n, [lusd, usdc], bob, 1n],
    })
    expect(describeCall({ to: router, data: swap }, 31337, tokens)).toMatchObject({
      action: 'Swap',
      details: `10 LUSD for at least 9 USDC, to ${bob}, through ${router}`,
    })
    expect(tokensOfCall({ to: router, data: swap })).toEqual([lusd, usdc])
    const fromEth = encodeFunctionData({
      abi: knownCallsAbi,
      functionName: 'swapExactETHForTokens',
      args: [1n, [lusd, usdc], bob, 1n],
    })
    expect(
      describeCall({ to: router, data: fromEth, value: toHex(10n ** 18n) }, 31337, tokens).details,
    ).toBe(`1 ETH for at least 0.000001 USDC, to ${bob}, through ${router}`)
    expect(describeCall({ to: bob, value: toHex(10n ** 17n) }, 31337, tokens)).toMatchObject({
      action: 'Send',
      details: `0.1 ETH to ${bob}`,
    })
  })

  it('shows any other call as unknown, with its target, value and data size', () => {
    const data = encodeFunctionData({
      abi: parseAbi(['function mint(address to, uint256 amount)']),
      args: [bob, 1n],
    })
    expect(describeCall({ to: lusd, data, value: '0x0' }, 31337, tokens)).toMatchObject({
      action: 'Unknown call',
      details: `to ${lusd}, 0 ETH, data 68 bytes`,
    })
    expect(describeCall({ to: lusd, data: '0x1234' }, 31337, tokens).action).toBe('Unknown call')
    expect(tokensOfCall({ to: lusd, data })).toEqual([])
  })
})
