import { describe, expect, it } from 'vitest'
import { connect } from '../connection/connect'
import { createTestLatch } from '../testing/createTestLatch'
import type { BatchCapability, SendCallsParameters } from './BatchCapability'
import { callsStatusOf } from './callsStatusOf'
import { getCallsStatus } from './getCallsStatus'
import { getCapabilities } from './getCapabilities'
import { sendCalls } from './sendCalls'

const lusd = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** A test latch whose adapter batches in memory: what it was asked, and a script for its answer. */
async function batchingLatch(answer: (parameters: SendCallsParameters) => Promise<{ id: string }>) {
  const test = createTestLatch()
  const asked: SendCallsParameters[] = []
  const batch: BatchCapability = {
    getCapabilities: async () => ({ atomic: { status: 'ready' } }),
    sendCalls: (parameters) => {
      asked.push(parameters)
      return answer(parameters)
    },
    getCallsStatus: async ({ id }) => ({
      id,
      status: 'success',
      statusCode: 200,
      atomic: true,
      receipts: [{ transactionHash: `0x${'1'.repeat(64)}`, status: 'success' }],
    }),
  }
  Object.assign(test.adapter.capabilities as object, { batch: async () => batch })
  return { ...test, asked }
}

describe('batch actions (behaviour.md §6.5)', () => {
  it('hands the calls to the connected wallet with its network and address', async () => {
    const { latch, asked } = await batchingLatch(async () => ({ id: '0xb1' }))
    await connect(latch, { connectorId: 'a' })
    const calls = [
      { to: lusd, data: '0x095ea7b3' },
      { to: lusd, value: 1n },
    ]
    expect(await sendCalls(latch, { calls, atomicRequired: true })).toEqual({
      status: 'success',
      id: '0xb1',
    })
    expect(asked).toHaveLength(1)
    expect(asked[0]).toMatchObject({ calls, atomicRequired: true, from: expect.any(String) })
    expect(asked[0]?.network.caipNetworkId).toBe('eip155:31337')
    expect(await getCapabilities(latch)).toEqual({
      status: 'success',
      capabilities: { atomic: { status: 'ready' } },
    })
    expect(await getCallsStatus(latch, { id: '0xb1' })).toMatchObject({
      status: 'success',
      callsStatus: { id: '0xb1', status: 'success', atomic: true },
    })
  })

  it('refuses malformed calls and unsupported capabilities before asking the wallet (§5.11)', async () => {
    const { latch, asked } = await batchingLatch(async () => ({ id: '0xb1' }))
    await connect(latch, { connectorId: 'a' })
    const noPrefix = await sendCalls(latch, { calls: [{ to: lusd.slice(2) }] })
    expect(noPrefix.status === 'failed' && noPrefix.error.message).toBe(
      'Call 0: the target must start with 0x',
    )
    const none = await sendCalls(latch, { calls: [] })
    expect(none.status === 'failed' && none.error.message).toBe(
      'wallet_sendCalls needs a list of calls',
    )
    expect(asked).toEqual([])
  })

  it('resolves to the rejection or the failure, never throws', async () => {
    const rejecting = await batchingLatch(() =>
      Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    )
    await connect(rejecting.latch, { connectorId: 'a' })
    const rejected = await sendCalls(rejecting.latch, { calls: [{ to: lusd }] })
    expect(rejected.status === 'rejected' && rejected.error.message).toBe(
      'User rejected the request',
    )
    const failing = await batchingLatch(() =>
      Promise.reject(Object.assign(new Error('x'), { shortMessage: 'Transaction refused' })),
    )
    await connect(failing.latch, { connectorId: 'a' })
    const failed = await sendCalls(failing.latch, { calls: [{ to: lusd }] })
    expect(failed.status === 'failed' && failed.error.message).toBe('Transaction refused')
  })

  it('needs a connected account with a batching adapter', async () => {
    const { latch } = createTestLatch()
    const result = await sendCalls(latch, { calls: [{ to: lusd }] })
    expect(result.status === 'failed' && result.error.message).toBe(
      'Address or auth connector not found',
    )
    await connect(latch, { connectorId: 'a' })
    const unsupported = await getCapabilities(latch)
    expect(unsupported.status === 'failed' && unsupported.error.message).toBe(
      'Unsupported chain namespace',
    )
  })

  it('reads EIP-5792 status codes in words', () => {
    expect([100, 200, 400, 500, 600].map(callsStatusOf)).toEqual([
      'pending',
      'success',
      'failure',
      'failure',
      'partial',
    ])
  })
})
