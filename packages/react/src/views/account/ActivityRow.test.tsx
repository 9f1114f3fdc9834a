import type { Transaction, TransactionTransfer } from '@latch/core'
import { createTestLatch } from '@latch/core/testing'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchContext } from '../../LatchContext'
import { ActivityRow } from './ActivityRow'

const sender = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function transaction(
  transfer: TransactionTransfer,
  metadata: Partial<Transaction['metadata']> = {},
): Transaction {
  return {
    id: 'eip155:31337:0x1',
    metadata: {
      operationType: 'receive',
      hash: '0x1',
      chain: 'eip155:31337',
      minedAt: '2026-11-22T10:00:00.000Z',
      sentFrom: sender,
      sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      status: 'confirmed',
      nonce: 0,
      ...metadata,
    },
    transfers: [transfer],
  }
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

function render(
  transfer: TransactionTransfer,
  metadata: Partial<Transaction['metadata']> = {},
): HTMLLIElement {
  const list = document.createElement('ul')
  document.body.append(list)
  root = createRoot(list)
  // An instance without a data API: no names to read, so every counterparty shows as its address.
  act(() =>
    root?.render(
      <LatchContext.Provider value={createTestLatch().latch}>
        <ActivityRow transaction={transaction(transfer, metadata)} />
      </LatchContext.Provider>,
    ),
  )
  const row = list.querySelector('li')
  if (!row) throw new Error('no row')
  return row
}

const texts = (row: Element) =>
  [...row.querySelectorAll('.main > span, .side > *')].map((element) => element.textContent)

describe('ActivityRow', () => {
  it('says a transaction is pending, or how many confirmations it has where the data API counts them', () => {
    const sent = {
      direction: 'out',
      quantity: { numeric: '0.01' },
      fungible_info: { name: 'Bitcoin', symbol: 'BTC' },
    } as const
    const title = (metadata: Partial<Transaction['metadata']>) => texts(render(sent, metadata))[0]
    expect(title({ status: 'pending', confirmations: 0 })).toBe('Sent · Pending')
    act(() => root?.unmount())
    expect(title({ confirmations: 1 })).toBe('Sent · 1 confirmation')
    act(() => root?.unmount())
    expect(title({ confirmations: 1200 })).toBe('Sent · 1,200 confirmations')
    act(() => root?.unmount())
    // EVM's history says nothing of confirmations: a mined transfer is plainly done.
    expect(title({})).toBe('Sent')
    act(() => root?.unmount())
    expect(title({ status: 'failed' })).toBe('Sent · Failed')
  })

  it('shows an ERC-1155 quantity as the whole count it is', () => {
    const row = render({
      direction: 'in',
      quantity: { numeric: '5' },
      nft_info: { name: 'Latch Items #1', flags: { is_spam: false } },
    })
    expect(texts(row)).toContain('+5 Latch Items #1')
  })

  it('shows a token amount with the spec’s 3 decimals', () => {
    const row = render({
      direction: 'out',
      quantity: { numeric: '1234.5' },
      fungible_info: { name: 'Latch USD', symbol: 'LUSD' },
    })
    expect(texts(row)).toContain('−1,234.500 LUSD')
  })

  it('keeps the counterparty in one piece of text, the full address as its title', () => {
    const row = render({
      direction: 'in',
      quantity: { numeric: '1' },
      fungible_info: { name: 'Ether', symbol: 'ETH' },
    })
    const counterparty = [...row.querySelectorAll('.main > span')].find((element) =>
      element.textContent?.startsWith('From'),
    )
    expect(counterparty?.textContent).toBe('From 0xf39F…2266')
    expect(counterparty?.childNodes).toHaveLength(1)
    expect(counterparty?.getAttribute('title')).toBe(sender)
  })
})
