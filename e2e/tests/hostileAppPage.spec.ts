import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import {
  approval,
  enterEmailAndCode,
  secureSiteToken,
  server,
  signInAtProvider,
  signInByEmail,
} from './embeddedWalletFixtures'
import { connectButton, dialog, expect, secureSiteFrame, test } from './fixtures'

/**
 * The app's page as the adversary (docs/embedded-wallet.md, "The app page as an adversary"): a script injected
 * into it copies everything the page is posted and everything typed into it, and replays it to the Latch server
 * from outside a browser, where it sends the secure site's Origin like any other header. It wins the race: the
 * frame's own request waits until the replay has been answered.
 */

const secureSite = 'http://secure.localhost:8788'
const projectId = 'latch-demo'

type Copy = { kind: 'message' | 'input'; value: unknown }
type Answer = { path: string; status: number; body: string }

/** A request as the secure site makes it, from a script that forges its Origin. */
async function asSecureSite(path: string, body: object, token?: string): Promise<Answer> {
  const response = await fetch(`${server}${path}?projectId=${projectId}`, {
    method: 'POST',
    headers: {
      origin: secureSite,
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({ projectId, ...body }),
  })
  return { path, status: response.status, body: await response.text() }
}

/** A device id of the attacker's own, in the frame's format. */
const attackerDevice = () => randomBytes(32).toString('base64url')

/**
 * Installs the copying script in the app's page (not in the secure site's frame, nor the popup) and holds the
 * frame's request to `path` until `attack` (what `onCopy` started) has been answered: the attacker goes first.
 */
async function hostilePage(page: Page, path: string) {
  let attacked: (answers: Promise<Answer[]>) => void = () => {}
  const attack = new Promise<Answer[]>((resolve) => {
    attacked = resolve
  })
  const copies: Copy[] = []
  const seen = new Set<(copy: Copy) => void>()
  await page.exposeBinding('hostileCopy', (_source, copy: Copy) => {
    copies.push(copy)
    for (const listener of seen) listener(copy)
  })
  await page.addInitScript(() => {
    if (location.origin !== 'http://localhost:5173') return
    const copy = (kind: string, value: unknown) =>
      (window as unknown as { hostileCopy(copy: unknown): void }).hostileCopy({ kind, value })
    // Capture phase, registered before the app's own code: it sees every message the page receives.
    window.addEventListener(
      'message',
      (event) => copy('message', { origin: event.origin, data: event.data }),
      true,
    )
    // What the visitor types, also inside the modal's (open) shadow root.
    document.addEventListener(
      'input',
      (event) => {
        const field = event.composedPath()[0]
        if (field instanceof HTMLInputElement) copy('input', field.value)
      },
      true,
    )
  })
  await page.route(
    (url) => url.origin === server && url.pathname === path,
    async (route) => {
      if (route.request().method() === 'POST') await attack
      await route.continue()
    },
  )
  return {
    copies,
    attack,
    /** `replay` of a copy answers it, or undefined to let the copy go. */
    onCopy(replay: (copy: Copy) => Promise<Answer[]> | undefined) {
      seen.add((copy) => {
        const answers = replay(copy)
        if (answers) attacked(answers)
      })
    },
  }
}

/**
 * Everything the page could see (the copies, its address, cookies and storage), split into every string a
 * bearer token could be: none opens a session.
 */
async function expectNothingThatSigns(page: Page, copies: Copy[], token: string) {
  const visible = await page.evaluate(() => ({
    href: location.href,
    cookie: document.cookie,
    local: { ...localStorage },
    session: { ...sessionStorage },
  }))
  const everything = JSON.stringify({ copies, visible })
  expect(everything.includes(token), 'the session token on the app page').toBe(false)
  const candidates = [...new Set(everything.match(/[A-Za-z0-9_-]{20,200}/g))]
  const tried = await Promise.all(
    candidates.map((candidate) => asSecureSite('/v1/auth/session', {}, candidate)),
  )
  expect(tried.filter((answer) => answer.status !== 401)).toEqual([])
  // The visitor's own token does open it: the check can tell.
  expect((await asSecureSite('/v1/auth/session', {}, token)).status).toBe(200)
}

const notRefused = (answers: Answer[]) =>
  answers.filter((answer) => answer.status < 400 || answer.body.includes('token'))

test('social login: what a script on the app page copies and replays signs nothing, and the visitor’s login completes', async ({
  page,
}) => {
  const hostile = await hostilePage(page, '/v1/social/finish')
  hostile.onCopy(({ kind, value }) => {
    const data = (value as { data?: { type?: unknown; uri?: unknown } }).data
    if (kind !== 'message' || data?.type !== 'latch/social-result' || typeof data.uri !== 'string')
      return undefined
    const uri = new URL(data.uri)
    const redeem = (code: string) =>
      asSecureSite('/v1/social/redeem', {
        code,
        appOrigin: 'http://localhost:5173',
        deviceId: attackerDevice(),
      })
    // Every route that takes a provider's answer or stands for one, with devices of the attacker's own.
    return Promise.all([
      ...[1, 2, 3].map(() =>
        asSecureSite('/v1/social/finish', { uri: uri.href, deviceId: attackerDevice() }),
      ),
      asSecureSite('/v1/social/handoff', { uri: uri.href }),
      redeem(uri.searchParams.get('state') ?? ''),
      redeem(uri.searchParams.get('code') ?? ''),
    ])
  })

  await page.goto('/')
  await connectButton(page).click()
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue with Google' }).click(),
  ])
  await signInAtProvider(popup)

  // The attacker replayed first (the frame's finish waits for it), and got refusals only.
  const answers = await hostile.attack
  expect(answers.map((answer) => [answer.path, answer.status])).toEqual([
    ['/v1/social/finish', 400],
    ['/v1/social/finish', 400],
    ['/v1/social/finish', 400],
    ['/v1/social/handoff', 400],
    ['/v1/social/redeem', 400],
    ['/v1/social/redeem', 400],
  ])
  expect(notRefused(answers)).toEqual([])

  // The visitor is signed in, and signs through the secure site's approval.
  await expect(page.getByTestId('status')).toHaveText('connected')
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await approval(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)

  // The search does find what the page was given: the provider's answer.
  expect(JSON.stringify(hostile.copies)).toContain('latch/social-result')
  await expectNothingThatSigns(page, hostile.copies, await secureSiteToken(page))
})

test('e-mail login: the code typed into the app’s modal, replayed for another device, signs nothing, and the visitor’s login completes', async ({
  page,
}) => {
  const email = `hostile-${Date.now()}@example.com`
  const hostile = await hostilePage(page, '/v1/auth/email/verify')
  hostile.onCopy(({ kind, value }) => {
    if (kind !== 'input' || typeof value !== 'string' || !/^\d{6}$/.test(value)) return undefined
    return Promise.all(
      [1, 2].map(() =>
        asSecureSite('/v1/auth/email/verify', { email, deviceId: attackerDevice(), otp: value }),
      ),
    )
  })

  await page.goto('/')
  await enterEmailAndCode(page, email)
  const answers = await hostile.attack
  expect(answers.map((answer) => answer.status)).toEqual([400, 400])
  expect(notRefused(answers)).toEqual([])
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('status')).toHaveText('connected')
  // The page did see the code the visitor typed.
  expect(
    hostile.copies.some(({ value }) => typeof value === 'string' && /^\d{6}$/.test(value)),
  ).toBe(true)
  await expectNothingThatSigns(page, hostile.copies, await secureSiteToken(page))
})

// The page owns the frame's element: it can lay a decoy over the approval that lets clicks through, or fade the
// frame out, and have the visitor press Approve unseen (clickjacking). Approve counts only once the screen has
// been in plain view for a moment (behaviour.md §11.6).
test('a page that covers or fades the approval screen cannot have Approve pressed', async ({
  page,
}) => {
  await page.goto('/')
  await signInByEmail(page, `clickjack-${Date.now()}@example.com`)
  await page.getByRole('button', { name: 'Sign a message' }).click()
  const screen = approval(page).getByRole('dialog', { name: 'Sign a message' })
  const approve = screen.getByRole('button', { name: 'Approve' })
  const obscured = screen.getByRole('status')
  // Once the screen is in view, the page lays its decoy over it: a game's button under which the clicks fall
  // through to Approve.
  await expect(approve).toBeEnabled()
  await page.evaluate(() => {
    const decoy = document.createElement('div')
    decoy.id = 'decoy'
    decoy.textContent = 'Claim your prize'
    decoy.style.cssText =
      'position:fixed;inset:0;z-index:2147483647;pointer-events:none;background:#ffd400;font:48px sans-serif'
    document.body.append(decoy)
  })
  await expect(obscured).toHaveText(
    'Approve works once this screen is in full view, with nothing over it.',
  )
  await expect(approve).toBeDisabled()
  const box = (await approve.boundingBox()) as {
    x: number
    y: number
    width: number
    height: number
  }
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  // The frame itself faded nearly out, the decoy gone: still not in plain view.
  await page.evaluate(() => document.getElementById('decoy')?.remove())
  await page.locator(secureSiteFrame).evaluate((frame) => {
    ;(frame as HTMLElement).style.opacity = '0.05'
  })
  await expect(obscured).toBeVisible()
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await expect(page.getByTestId('signature')).toHaveText('—')
  await expect(screen).toBeVisible()

  // In plain view again, Approve counts.
  await page.locator(secureSiteFrame).evaluate((frame) => {
    ;(frame as HTMLElement).style.opacity = '1'
  })
  await expect(obscured).toHaveCount(0)
  await approve.click()
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
})
