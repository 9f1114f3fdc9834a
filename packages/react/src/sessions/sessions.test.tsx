import type { SessionsCapability } from '@latch/core'
import { connect } from '@latch/core'
import { createTestLatch } from '@latch/core/testing'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../LatchProvider'
import { until } from '../testing/until'
import { useGrantPermissions } from './useGrantPermissions'
import { useRevokePermissions } from './useRevokePermissions'
import { useSessionTransfer } from './useSessionTransfer'

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

const lusd = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const shop = '0x000000000000000000000000000000000000dEaD'

/** An app's session section: grant 10, spend 4, revoke; what happened, as text. */
function SessionSection({ expiry }: { expiry: number }) {
  const grant = useGrantPermissions()
  const transfer = useSessionTransfer()
  const revoke = useRevokePermissions()
  const context = grant.session?.context ?? ''
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void grant.grantPermissions({
            token: lusd,
            periodAmount: 10_000_000n,
            periodDuration: 86_400,
            expiry,
          })
        }
      >
        Grant
      </button>
      <button
        type="button"
        onClick={() => void transfer.sessionTransfer({ context, to: shop, amount: 4_000_000n })}
      >
        Spend
      </button>
      <button type="button" onClick={() => void revoke.revokePermissions({ context })}>
        Revoke
      </button>
      <output>
        {[
          grant.status,
          grant.error ?? '',
          context,
          transfer.status,
          transfer.error ?? '',
          revoke.status,
        ].join('|')}
      </output>
    </>
  )
}

describe('useGrantPermissions, useSessionTransfer, useRevokePermissions (behaviour.md §6.6)', () => {
  async function render(sessions: SessionsCapability, expiry: number) {
    const { latch, adapter } = createTestLatch()
    Object.assign(adapter.capabilities as object, { sessions: async () => sessions })
    await connect(latch, { connectorId: 'a' })
    const container = document.body.appendChild(document.createElement('div'))
    act(() => {
      root = createRoot(container)
      root.render(
        <LatchProvider latch={latch}>
          <SessionSection expiry={expiry} />
        </LatchProvider>,
      )
    })
    const button = (name: string) =>
      [...container.querySelectorAll('button')].find((b) => b.textContent === name)
    return { output: () => container.querySelector('output')?.textContent, button }
  }

  it('grant once, spend without asking, the chain’s refusal as the error, then revoke', async () => {
    const asked: string[] = []
    let spent = 0n
    // A stand-in for the EVM capability (its chain path is sessions.chain.test.ts's and the e2e's).
    const sessions: SessionsCapability = {
      grantPermissions: async ({ permission }) => {
        asked.push('grant')
        return { context: '0xc0', account: '0xa', signer: '0xb', permission }
      },
      sessionTransfer: async ({ amount }) => {
        if (spent + amount > 10_000_000n)
          throw new Error('The session transfer was refused on chain')
        spent += amount
        return { transactionHash: '0x1' }
      },
      revokePermissions: async () => {
        asked.push('revoke')
      },
    }
    const { output, button } = await render(sessions, Math.floor(Date.now() / 1000) + 3600)
    await until(() => output() === 'idle|||idle||idle')
    act(() => button('Grant')?.click())
    await until(() => output() === 'success||0xc0|idle||idle')
    act(() => button('Spend')?.click())
    await until(() => output() === 'success||0xc0|success||idle')
    act(() => button('Spend')?.click())
    await until(() => output() === 'success||0xc0|success||idle' && spent === 8_000_000n)
    act(() => button('Spend')?.click())
    await until(
      () => output() === 'success||0xc0|failed|The session transfer was refused on chain|idle',
    )
    act(() => button('Revoke')?.click())
    await until(() => output()?.endsWith('|success') === true)
    expect(asked).toEqual(['grant', 'revoke'])
  })

  it('refuses a permission that has already expired without asking the wallet', async () => {
    let asked = false
    const sessions: SessionsCapability = {
      grantPermissions: async () => {
        asked = true
        throw new Error('unreachable')
      },
      sessionTransfer: async () => ({ transactionHash: '0x1' }),
      revokePermissions: async () => {},
    }
    const { output, button } = await render(sessions, 1_000)
    act(() => button('Grant')?.click())
    await until(() => output() === 'failed|expiry: the permission has already expired||idle||idle')
    expect(asked).toBe(false)
  })
})
