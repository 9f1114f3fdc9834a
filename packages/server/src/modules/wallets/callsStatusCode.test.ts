import { describe, expect, it } from 'vitest'
import { callsStatusCode } from './callsStatusCode'

describe('callsStatusCode (EIP-5792 status of a batch sent call by call)', () => {
  it.each([
    [{ state: 'sending', receipts: [] }, 100],
    [{ state: 'sending', receipts: ['success'] }, 100],
    [{ state: 'sent', receipts: ['success', undefined] }, 100],
    [{ state: 'sent', receipts: ['success', 'success'] }, 200],
    [{ state: 'sent', receipts: ['reverted', 'reverted'] }, 500],
    [{ state: 'sent', receipts: ['success', 'reverted'] }, 600],
    [{ state: 'stopped', receipts: [] }, 400],
    [{ state: 'stopped', receipts: ['success'] }, 600],
    [{ state: 'stopped', receipts: ['reverted'] }, 500],
  ] as const)('%j → %i', (batch, status) => {
    expect(callsStatusCode(batch)).toBe(status)
  })
})
