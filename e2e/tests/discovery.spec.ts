import { connectButton, dialog, expect, test } from './fixtures'

/**
 * A wallet no part of Latch knows: any EIP-6963 provider announced on the page. It answers with test account #2
 * and forwards reads to the local chain, as an extension would.
 */
function unknownWallet() {
  const rpc = 'http://127.0.0.1:8545'
  const account = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
  let authorized = localStorage.getItem('unknown-wallet') === '1'
  const listeners: Record<string, Array<(value: unknown) => void>> = {}
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      if (method === 'eth_requestAccounts') {
        authorized = true
        localStorage.setItem('unknown-wallet', '1')
        return [account]
      }
      if (method === 'eth_accounts') return authorized ? [account] : []
      if (method === 'eth_chainId') return '0x7a69'
      if (method === 'wallet_revokePermissions') {
        authorized = false
        localStorage.removeItem('unknown-wallet')
        return null
      }
      const response = await fetch(rpc, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
      })
      const body = await response.json()
      if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
      return body.result
    },
    on(event: string, listener: (value: unknown) => void) {
      listeners[event] = [...(listeners[event] ?? []), listener]
    },
    removeListener(event: string, listener: (value: unknown) => void) {
      listeners[event] = (listeners[event] ?? []).filter((l) => l !== listener)
    },
  }
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({
          info: {
            uuid: '8d3c3f0e-0000-4000-8000-000000000001',
            name: 'Stranger Wallet',
            icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiPjxyZWN0IHdpZHRoPSIxIiBoZWlnaHQ9IjEiIGZpbGw9Im9yYW5nZSIvPjwvc3ZnPg==',
            rdns: 'org.example.stranger',
          },
          provider,
        }),
      }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

/** Announcements that must be ignored or shown safely, never executed. */
function malformedAnnouncements() {
  const provider = { request: async () => [] }
  const announce = (detail: unknown) =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', () => {
    announce({ info: { uuid: 'a', name: 'No Rdns Wallet', icon: '' }, provider })
    announce({
      info: {
        uuid: 'b',
        name: 'Html Icon Wallet',
        icon: 'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19sYXRjaFB3bmVkPXRydWU8L3NjcmlwdD4=',
        rdns: 'org.example.htmlicon',
      },
      provider,
    })
    announce({
      info: {
        uuid: 'c',
        name: 'Script Icon Wallet',
        icon: 'javascript:window.__latchPwned=true',
        rdns: 'org.example.jsicon',
      },
      provider,
    })
    announce({
      info: {
        uuid: 'd',
        name: '<img src=x onerror="window.__latchPwned=true">',
        icon: 'https://127.0.0.1:9/icon.png',
        rdns: 'org.example.markup',
      },
      provider,
    })
    announce('not an object')
    announce({ info: null, provider })
  })
}

test('any EIP-6963 wallet is listed, connects and shows its balance', async ({ page }) => {
  await page.addInitScript(unknownWallet)
  await page.goto('/')
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Stranger Wallet/ })
    .click()
  const account = page.getByRole('button', { name: /0x3C44…93BC/ })
  await expect(account).toContainText('10,000.000 ETH')
  await expect(page.getByTestId('status')).toHaveText('connected')
})

test('malformed announcements are ignored or shown safely, never executed', async ({ page }) => {
  await page.addInitScript(malformedAnnouncements)
  await page.goto('/')
  await connectButton(page).click()
  const list = dialog(page, 'Connect Wallet')
  await expect(list.getByRole('button', { name: /Script Icon Wallet/ })).toBeVisible()
  await expect(list.getByRole('button', { name: /Html Icon Wallet/ })).toBeVisible()
  await expect(list.getByRole('button', { name: /onerror/ })).toBeVisible()
  await expect(list.getByRole('button', { name: /No Rdns Wallet/ })).toHaveCount(0)

  const icons = await list
    .getByRole('listitem')
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src))
  for (const src of icons) expect(src).toMatch(/^(data:image\/|https?:)/)
  expect(icons.some((src) => src.includes('javascript'))).toBe(false)
  expect(
    await page.evaluate(() => (window as { __latchPwned?: boolean }).__latchPwned),
  ).toBeUndefined()
})
