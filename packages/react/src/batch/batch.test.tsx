import type { BatchCapability } from '@latch/core'
import { connect } from '@latch/core'
import { createTestLatch } from '@latch/core/testing'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../LatchProvider'
import { until } from '../testing/until'
import { useCallsStatus } from './useCallsStatus'
import { useCapabilities } from './useCapabilities'
import { useSendCalls } from './useSendCalls'

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

const lusd = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** An app's button: sends a two-call batch, then shows how it went. */
function BatchButton() {
  const { sendCalls, status, id, error } = useSendCalls()
  const { callsStatus } = useCallsStatus(id, { pollMs: 5 })
  const capabilities = useCapabilities()
  return (
    <>
      <button
        type="button"
        onClick={() => void sendCalls({ calls: [{ to: lusd, data: '0x095ea7b3' }, { to: lusd }] })}
      >
        Approve and swap
      </button>
      <output>
        {[status, error ?? '', callsStatus?.status ?? '', capabilities?.atomic?.status ?? ''].join(
          '|',
        )}
      </output>
    </>
  )
}

describe('useSendCalls, useCallsStatus, useCapabilities (behaviour.md §6.5)', () => {
  it('send the batch, follow it until final, and read the atomic capability', async () => {
    const { latch, adapter } = createTestLatch()
    let asks = 0
    const batch: BatchCapability = {
      getCapabilities: async () => ({ atomic: { status: 'supported' } }),
      sendCalls: async () => ({ id: '0xb1' }),
      getCallsStatus: async ({ id }) => {
        asks++
        return {
          id,
          status: asks < 3 ? 'pending' : 'success',
          statusCode: asks < 3 ? 100 : 200,
          atomic: true,
          receipts: [],
        }
      },
    }
    Object.assign(adapter.capabilities as object, { batch: async () => batch })
    await connect(latch, { connectorId: 'a' })
    const container = document.body.appendChild(document.createElement('div'))
    act(() => {
      root = createRoot(container)
      root.render(
        <LatchProvider latch={latch}>
          <BatchButton />
        </LatchProvider>,
      )
    })
    const output = () => container.querySelector('output')?.textContent
    await until(() => output() === 'idle|||supported')
    act(() => container.querySelector('button')?.click())
    await until(() => output() === 'success||success|supported')
    expect(asks).toBe(3)
  })
})
