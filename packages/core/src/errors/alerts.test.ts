import { describe, expect, it } from 'vitest'
import { DataApiError } from '../api/DataApiError'
import { alertForError, alerts, createAlertGate } from './alerts'

const apiError = (status: number, description = '') =>
  new DataApiError(status, [{ name: 'x', description }])

describe('alerts', () => {
  it('has the short messages of the spec', () => {
    expect(Object.values(alerts).map((alert) => alert.shortMessage)).toEqual([
      'Network Not Found',
      'Origin Not Allowed',
      'Could not load embedded wallet',
      'Embedded Wallet Request Timed Out',
      'Unverified Domain',
      'Session Expired',
      'Invalid Project ID',
      'Project ID Not Configured',
      'Server Error',
      'Rate Limited',
      'Invalid App Configuration',
    ])
    for (const alert of Object.values(alerts)) expect(alert.longMessage.length).toBeGreaterThan(30)
  })

  it.each([
    [apiError(401, 'Invalid Project ID'), {}, 'invalidProjectId'],
    [
      new DataApiError(401, [
        { name: 'Session Expired', description: 'Session expired or signed out' },
      ]),
      {},
      'sessionExpired',
    ],
    [apiError(403, 'Unauthorized: origin not allowed'), {}, 'originNotAllowed'],
    [apiError(403, 'Forbidden'), { analytics: true }, 'invalidAppConfiguration'],
    [apiError(429), {}, 'rateLimited'],
    [apiError(500), {}, 'serverError'],
    [apiError(502), {}, 'serverError'],
    [apiError(400), {}, undefined],
    [new Error('Unauthorized: origin not allowed'), {}, 'originNotAllowed'],
    [new Error('Network not found'), {}, 'networkNotFound'],
    ['iframe_load_failed', {}, 'embeddedWalletLoadFailed'],
    [new Error('iframe_request_timeout'), {}, 'embeddedWalletTimeout'],
    [new Error('JWT Token is not yet valid'), {}, 'sessionExpired'],
    [new Error('boom'), {}, undefined],
    [null, {}, undefined],
  ])('%s → %s', (error, context, code) => {
    expect(alertForError(error, context)).toBe(code)
  })

  it('lets each alert through once (Invalid App Configuration as the spec says, and every other)', () => {
    const gate = createAlertGate()
    expect(gate('invalidAppConfiguration')?.shortMessage).toBe('Invalid App Configuration')
    expect(gate('invalidAppConfiguration')).toBeUndefined()
    expect(gate('rateLimited')?.shortMessage).toBe('Rate Limited')
    expect(gate('rateLimited')).toBeUndefined()
    expect(createAlertGate()('rateLimited')?.shortMessage).toBe('Rate Limited')
  })
})
