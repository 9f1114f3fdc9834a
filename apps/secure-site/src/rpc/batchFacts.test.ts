import { encodeAbiParameters, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { batchFacts } from './batchFacts'

const lusd = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const odd = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 1n] })
const symbolSelector = encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' })

/** A chain of two tokens: LUSD, and one whose symbol is not fit to show. */
function call(_chainId: number, to: string, data: Hex): Promise<unknown> {
  const symbol = to.toLowerCase() === lusd.toLowerCase() ? 'LUSD' : '<script>'
  return Promise.resolve(
    data === symbolSelector
      ? encodeAbiParameters([{ type: 'string' }], [symbol])
      : encodeAbiParameters([{ type: 'uint8' }], [18]),
  )
}

describe('batchFacts (behaviour.md §6.5)', () => {
  it('reads the tokens the calls name and the account’s atomic capability', async () => {
    const facts = await batchFacts(
      {
        method: 'wallet_sendCalls',
        params: [
          {
            calls: [
              { to: lusd, data: transfer },
              { to: odd, data: transfer },
            ],
          },
        ],
      },
      31337,
      { call, capabilities: async () => ({ '0x7a69': { atomic: { status: 'ready' } } }) },
    )
    expect(facts).toEqual({
      tokens: new Map([[lusd.toLowerCase(), { symbol: 'LUSD', decimals: 18 }]]),
      atomic: 'ready',
    })
  })

  it('leaves out what it cannot read', async () => {
    const facts = await batchFacts(
      { method: 'wallet_sendCalls', params: [{ calls: [{ to: lusd, data: transfer }] }] },
      31337,
      {
        call: () => Promise.reject(new Error('no chain')),
        capabilities: () => Promise.reject(new Error('no server')),
      },
    )
    expect(facts).toEqual({ tokens: new Map() })
    expect(
      await batchFacts({ method: 'personal_sign', params: [] }, 1, {
        call,
        capabilities: call as never,
      }),
    ).toEqual({})
  })
})
