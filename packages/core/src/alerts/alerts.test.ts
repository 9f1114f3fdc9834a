import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Latch } from '../createLatch'
import { closeModal } from '../modal/closeModal'
import { openModal } from '../modal/openModal'
import { createTestLatch } from '../testing/createTestLatch'
import { showAlert } from './showAlert'

/** Polls until the lazy check has answered (a chunk and a promise away), never a fixed wait. */
async function until(predicate: () => boolean) {
  for (let i = 0; i < 500 && !predicate(); i++)
    await new Promise((resolve) => setTimeout(resolve, 2))
  expect(predicate()).toBe(true)
}

const answer = (status: number, name: string, description = name) =>
  new Response(JSON.stringify({ status, reasons: [{ name, description }] }), { status })

describe('alerts in the modal (behaviour.md §8.8)', () => {
  const realFetch = globalThis.fetch
  let requests: string[]
  let next: () => Response
  let errors: ReturnType<typeof vi.spyOn>

  beforeEach(() => {
    requests = []
    next = () => new Response(JSON.stringify({ http: [], ws: [] }), { status: 200 })
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      requests.push(String(input))
      return next()
    }) as typeof fetch
    errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    globalThis.fetch = realFetch
    errors.mockRestore()
  })

  const started = (options: Partial<Latch['options']>) => {
    const { latch } = createTestLatch({ options })
    latch.setup()
    return latch
  }

  it('asks nothing before the first open, then shows an unknown project in place, once a page', async () => {
    next = () => answer(401, 'Invalid Project ID')
    const latch = started({ apiUrl: 'http://api.test', projectId: 'nobody' })
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(requests).toEqual([])

    openModal(latch)
    await until(() => latch.getState().alert === 'invalidProjectId')
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatch(
      /^http:\/\/api\.test\/v1\/supported-chains\?projectId=nobody&st=latch/,
    )
    // The view stays: the alert is above it, never instead of it.
    expect(latch.getState().history).toEqual([{ view: 'Connect' }])
    expect(errors).toHaveBeenCalledTimes(1)
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /^Latch: Invalid Project ID\. The Latch server does not know/,
    )

    closeModal(latch)
    expect(latch.getState().alert).toBeUndefined()
    openModal(latch)
    expect(showAlert(latch, 'invalidProjectId')).toBeUndefined()
    expect(latch.getState().alert).toBeUndefined()
    expect(requests).toHaveLength(1)
  })

  it.each([
    [answer(403, 'Origin Not Allowed', 'Unauthorized: origin not allowed'), 'originNotAllowed'],
    [answer(429, 'Rate Limited'), 'rateLimited'],
    [answer(500, 'Server Error'), 'serverError'],
  ])('maps the server answer %# to its alert', async (response, code) => {
    next = () => response
    const latch = started({ apiUrl: 'http://api.test', projectId: 'latch-demo' })
    openModal(latch)
    await until(() => latch.getState().alert === code)
  })

  it('shows nothing when the server serves the project, or when the app has no server', async () => {
    const served = started({ apiUrl: 'http://api.test', projectId: 'latch-demo' })
    openModal(served)
    await until(() => requests.length === 1)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(served.getState().alert).toBeUndefined()

    const serverless = started({})
    openModal(serverless)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(serverless.getState().alert).toBeUndefined()
    expect(requests).toHaveLength(1)
  })

  it('shows the embedded wallet frame failures the embedded wallet tells of, once open', async () => {
    const latch = started({})
    latch.events.emit('embeddedWalletFailed', { code: 'iframe_load_failed' })
    expect(latch.getState().alert).toBeUndefined()
    openModal(latch)
    // The alerts' chunk hears from the first open on.
    await until(() => {
      latch.events.emit('embeddedWalletFailed', { code: 'iframe_request_timeout' })
      return latch.getState().alert === 'embeddedWalletTimeout'
    })
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/^Latch: Embedded Wallet Request Timed Out\./)
    latch.events.emit('embeddedWalletFailed', { code: 'iframe_load_failed' })
    expect(latch.getState().alert).toBe('embeddedWalletLoadFailed')
  })

  it('says when a server is set but no projectId, and keeps the console quiet at logLevel silent', async () => {
    const latch = started({ apiUrl: 'http://api.test', logLevel: 'silent' })
    openModal(latch)
    await until(() => latch.getState().alert === 'projectIdNotConfigured')
    expect(requests).toEqual([])
    expect(errors).not.toHaveBeenCalled()
  })
})
