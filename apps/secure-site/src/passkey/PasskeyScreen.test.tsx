import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import type { LatchApi } from '../frame/latchApi'
import { SiteLocaleContext } from '../i18n/SiteLocaleContext'
import { loadSiteLocale } from '../i18n/siteLocale'
import { createPasskeyCeremony } from './createPasskeyCeremony'
import { PasskeyScreen } from './PasskeyScreen'

afterEach(cleanup)

// behaviour.md §20: the passkey screen speaks the app's language, the browser's refusal included.
it('speaks the app’s language, and says so in it when the passkey was not used', async () => {
  // The server is not reached: the browser refuses first, as Chromium does when the visitor dismisses its prompt.
  const api = {
    post: () =>
      Promise.reject(new DOMException('The operation is not allowed.', 'NotAllowedError')),
  } as unknown as LatchApi
  const ceremony = createPasskeyCeremony({
    api,
    deviceId: () => 'device',
    onShow() {},
    onHide() {},
  })
  const german = await loadSiteLocale('de')
  render(
    <SiteLocaleContext.Provider value={german}>
      <PasskeyScreen ceremony={ceremony} />
    </SiteLocaleContext.Provider>,
  )
  const run = ceremony.run('get')
  const dialog = await screen.findByRole('dialog', { name: 'Mit Passkey anmelden' })
  expect(dialog.textContent).toContain(german.messages.passkey.explanation.get)
  expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy()
  await act(() => ceremony.proceed())
  expect(screen.getByRole('alert').textContent).toBe(
    'Der Passkey wurde nicht verwendet. Versuche es noch einmal.',
  )
  fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }))
  await expect(run).rejects.toThrow('User rejected the request.')
})
