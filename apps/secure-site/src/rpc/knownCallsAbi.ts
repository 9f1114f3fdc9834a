import { erc20Abi, parseAbi } from 'viem'

/**
 * The calls the approval screen names in words (behaviour.md §6.5): ERC-20's, Uniswap V2's swaps (the dev stack's
 * and the swap feature's router), WETH's wrap and unwrap. Anything else is an unknown call.
 */
export const knownCallsAbi = [
  ...erc20Abi.filter((item) => item.type === 'function'),
  ...parseAbi([
    'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
    'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
    'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
    'function deposit() payable',
    'function withdraw(uint256 wad)',
  ]),
] as const
