import type { Page } from '@playwright/test'
import { connectButton, dialog, expect, expectAccessible, secureSiteFrame } from './fixtures'

/** The dev stack's Latch server (its SMTP sink's inbox is readable on loopback). */
export const server = 'http://localhost:8787'

/** What the dev stack's SMTP sink received for `email` since `after` (the mail really went over SMTP), newest first. */
export async function mailSince(email: string, after: number) {
  const inbox = (await (
    await fetch(`${server}/dev/inbox.json?to=${encodeURIComponent(email)}`)
  ).json()) as { messages: { subject: string; links: string[]; receivedAt: string }[] }
  return inbox.messages.filter((message) => Date.parse(message.receivedAt) >= after)
}

/**
 * Moves the dev server's clock forward (LATCH_DEV_CLOCK, which e2e/globalSetup.ts turns on), so a time rule such
 * as the 30-s e-mail cooldown is passed without waiting it out.
 */
export async function advanceServerClock(ms: number) {
  const response = await fetch(`${server}/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: ms }),
  })
  expect(response.status).toBe(200)
}

/** The newest code mailed to `email` since `after`. */
export async function mailedCode(email: string, after = 0): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        code = (await mailSince(email, after))[0]?.subject.match(/(\d{6})$/)?.[1]
        return code
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/)
  return code as string
}

/** The secure site's approval screen: the iframe the modal shows over itself while a request waits. */
export function approval(page: Page) {
  return page.frameLocator(secureSiteFrame)
}

/** The colour of one pixel of what the visitor sees (a screenshot, read back in the page's own canvas). */
export async function pixelAt(page: Page, x: number, y: number): Promise<number[]> {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 } })
  return page.evaluate(async (base64) => {
    const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob()
    const canvas = new OffscreenCanvas(1, 1)
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
    context.drawImage(await createImageBitmap(blob), 0, 0)
    return [...context.getImageData(0, 0, 1, 1).data].slice(0, 3)
  }, png.toString('base64'))
}

/**
 * A secure-site screen drawn as the modal draws itself (behaviour.md §2.8): its frame over the whole viewport and
 * nothing of it elsewhere, its dialog 360 px wide below the top (a bottom sheet on a phone), with the modal's
 * header: the title and Close.
 */
export async function expectScreenInModalFrame(page: Page, title: string) {
  const viewport = page.viewportSize() as { width: number; height: number }
  const screen = approval(page).getByRole('dialog', { name: title })
  await expect(screen.getByRole('heading', { name: title })).toBeVisible()
  await expect(screen.getByRole('button', { name: 'Close' })).toBeVisible()
  await expect
    .poll(() =>
      page.locator(secureSiteFrame).evaluate((frame) => {
        const box = frame.getBoundingClientRect()
        return [box.left, box.top, box.width, box.height]
      }),
    )
    .toEqual([0, 0, viewport.width, viewport.height])
  const phone = viewport.width <= 430
  // Polled: the dialog rises into place (150 ms).
  await expect
    .poll(async () => {
      const box = await screen.boundingBox()
      return box && [Math.round(box.width), Math.round(phone ? box.y + box.height : box.y)]
    })
    .toEqual(
      phone
        ? [viewport.width, viewport.height]
        : [360, Math.min(Math.max(48, Math.round(viewport.height * 0.12)), 112)],
    )
}

/** E-mail login as a visitor does it: the address, then the code read from the SMTP sink (what follows is the caller's). */
export async function enterEmailAndCode(page: Page, email: string) {
  await connectButton(page).click()
  const connect = dialog(page, 'Connect Wallet')
  await connect.getByRole('textbox', { name: 'E-mail' }).fill(email)
  const sentAfter = Date.now() - 1_000
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  const verify = dialog(page, 'Confirm e-mail')
  await expect(verify.getByText(`Enter the code we sent to ${email}`)).toBeVisible()
  await expectAccessible(page)
  await verify.getByRole('textbox', { name: 'Code' }).fill(await mailedCode(email, sentAfter))
}

/** E-mail login, then the modal closes on a connected account. */
export async function signInByEmail(page: Page, email: string) {
  await enterEmailAndCode(page, email)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('status')).toHaveText('connected')
}

/**
 * The dev stack's OIDC provider (standing in for Google): its own login and consent pages, in `page` (the popup,
 * or the app's tab when popups are blocked), as the social test user.
 */
export async function signInAtProvider(page: Page) {
  await page.getByRole('textbox', { name: 'E-mail' }).fill('visitor@example.com')
  await page.getByLabel('Password').fill('visitor-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('button', { name: 'Allow' }).click()
}

/**
 * Resolves once `popup` has closed, also when it closed before this was asked: the callback page closes itself as
 * soon as it has answered, sometimes before the click that led there has returned, and a 'close' event waited for
 * after it fired never comes.
 */
export function popupClosed(popup: Page): Promise<void> {
  if (popup.isClosed()) return Promise.resolve()
  return new Promise((resolve) => popup.once('close', () => resolve()))
}

/** The session token, read where only the secure site's origin can (its partitioned cookie or storage). */
export async function secureSiteToken(page: Page): Promise<string> {
  const secure = page
    .frames()
    .find((frame) => frame.url().startsWith('http://secure.localhost:8788'))
  const token = await secure?.evaluate(() => {
    const cookie = document.cookie.split('; ').find((part) => part.startsWith('latch.session='))
    if (cookie) return decodeURIComponent(cookie.slice('latch.session='.length))
    try {
      return localStorage.getItem('latch.session') ?? ''
    } catch {
      return ''
    }
  })
  expect(token).toMatch(/^[A-Za-z0-9_-]{32,}$/)
  return token as string
}
