import { createLatchApiRequest } from '../api/createLatchApiRequest'
import type { Latch } from '../createLatch'
import { showAlert } from './showAlert'

/**
 * The modal's first open asks the Latch server once whether it serves this project on this page
 * (`GET /v1/supported-chains`, behaviour.md §8.8): an unknown project, a refused origin, a spent rate limit or a
 * failing server shows its alert in place, before the visitor picks a wallet. No `apiUrl`: the app uses no server,
 * nothing to check. An answer that is not the server's (the network is down) shows nothing.
 */
export function startProjectCheck(latch: Latch): () => void {
  const { apiUrl, projectId } = latch.options
  if (!apiUrl) return () => {}
  if (!projectId) {
    showAlert(latch, 'projectIdNotConfigured')
    return () => {}
  }
  let stopped = false
  createLatchApiRequest({ apiUrl, projectId })('/v1/supported-chains').catch((error: unknown) => {
    if (!stopped) showAlert(latch, error)
  })
  return () => {
    stopped = true
  }
}
