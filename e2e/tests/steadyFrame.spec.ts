import type { Page } from '@playwright/test'
import {
  animationsSettled,
  connectSampleWallet,
  dialog,
  dialogLayout,
  expect,
  openDemoWithSampleWallet,
  sampleAccountShort,
  test,
} from './fixtures'

test('the frame stays put across tabs and views: top-anchored on a desktop, a bottom sheet on a phone; its height animates', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openDemoWithSampleWallet(page)
  await connectSampleWallet(page)
  await page.getByRole('button', { name: new RegExp(sampleAccountShort) }).click()
  const account = dialog(page, 'Account')
  const tabs = account.getByRole('tablist', { name: 'Account details' })
  await expect(account.getByRole('list', { name: 'Tokens' })).toBeVisible()
  await animationsSettled(page)
  const before = await tabs.boundingBox()
  const top = (await dialogLayout(page)).box.top

  // Each height animation the frame starts is noted as it starts: a busy machine may paint no frame while one
  // runs (150 ms), and a check polling for a running one would then wait forever.
  await page.evaluate(() => {
    const noted: number[] = []
    ;(window as unknown as { heightAnimations: number[] }).heightAnimations = noted
    const animate = Element.prototype.animate
    Element.prototype.animate = function (keyframes, options) {
      const animation = animate.call(this, keyframes, options)
      if (Array.isArray(keyframes) && keyframes.some((frame) => 'height' in frame))
        noted.push(Number(animation.effect?.getTiming().duration))
      return animation
    }
  })
  await tabs.getByRole('tab', { name: 'NFTs' }).click()
  // The height change is animated, within the spec's view-change time.
  const durations = () =>
    page.evaluate(() => (window as unknown as { heightAnimations: number[] }).heightAnimations)
  await expect.poll(async () => (await durations()).length).toBeGreaterThan(0)
  for (const duration of await durations()) expect(duration).toBeLessThanOrEqual(150) // behaviour.md §9: animations 120/150/150 ms
  await animationsSettled(page)
  expect(await tabs.boundingBox()).toEqual(before)
  await tabs.getByRole('tab', { name: 'Activity' }).click()
  await animationsSettled(page)
  expect(await tabs.boundingBox()).toEqual(before)

  await account.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog(page, 'Send').getByRole('button', { name: 'Continue' })).toBeVisible()
  await animationsSettled(page)
  expect((await dialogLayout(page)).box.top).toBe(top)

  // A phone: the sheet's bottom edge stays on the screen's, whatever the view.
  await page.setViewportSize({ width: 390, height: 844 })
  await dialog(page, 'Send').getByRole('button', { name: 'Back' }).click()
  await animationsSettled(page)
  expect((await dialogLayout(page)).box.bottom).toBe(844)
  await account.getByRole('tab', { name: 'Tokens' }).click()
  await animationsSettled(page)
  expect((await dialogLayout(page)).box.bottom).toBe(844)
})

test('a control brought into view while the frame grows stays where it was brought (behaviour.md §18.6)', async ({
  page,
}) => {
  await openDemoWithSampleWallet(page)
  // The moment the frame starts to grow (the view's chunk came after its spinner), its last control, still below
  // the frame's edge, is brought into view as a keyboard's focus or a test's click brings it. Where it then shows
  // is where it must stay: a press that starts on it must end on it.
  await page.evaluate(() => {
    const seen: { label: string; top: number; belowEdge: boolean }[] = []
    ;(window as unknown as { broughtIntoView: typeof seen }).broughtIntoView = seen
    const animate = Element.prototype.animate
    Element.prototype.animate = function (keyframes, options) {
      const animation = animate.call(this, keyframes, options)
      const [from, to] = Array.isArray(keyframes) ? keyframes.map((frame) => frame.height) : []
      if (
        typeof from === 'string' &&
        typeof to === 'string' &&
        Number.parseFloat(to) > Number.parseFloat(from)
      ) {
        const last = [...this.querySelectorAll('.body button')].at(-1)
        if (last) {
          const belowEdge =
            last.getBoundingClientRect().bottom >
            Number.parseFloat(from) + this.getBoundingClientRect().top
          last.scrollIntoView({ block: 'nearest' })
          // From the frame's top: the dialog may still be rising in (a transform that moves frame and control).
          seen.push({
            label: last.textContent ?? '',
            top: last.getBoundingClientRect().top - this.getBoundingClientRect().top,
            belowEdge,
          })
        }
      }
      return animation
    }
  })
  // The view's chunk is held until its spinner shows, so the frame grows from the spinner's height to the list's.
  const release = await holdNetworksChunk(page)
  await page.getByRole('button', { name: /^Select network: / }).click()
  const networks = dialog(page, 'Choose Network')
  await expect(networks.getByRole('status').filter({ hasText: /^Loading$/ })).toBeVisible()
  release()
  await expect(networks.getByRole('button', { name: 'Bitcoin Regtest' })).toBeVisible()
  await animationsSettled(page)
  const [brought] = await page.evaluate(
    () =>
      (
        window as unknown as {
          broughtIntoView: { label: string; top: number; belowEdge: boolean }[]
        }
      ).broughtIntoView,
  )
  expect(brought?.belowEdge).toBe(true)
  const box = await networks.getByRole('button', { name: brought?.label }).boundingBox()
  const frame = await networks.locator('.panel').boundingBox()
  expect((box?.y ?? 0) - (frame?.y ?? 0)).toBeCloseTo(brought?.top ?? Number.NaN, 0)
})

test('a view whose chunk comes after its spinner shows as soon as it is there (behaviour.md §18.7)', async ({
  page,
}) => {
  // Installed before the page loads, whose modules keep the timer functions they found.
  await page.clock.install()
  await openDemoWithSampleWallet(page)
  const release = await holdNetworksChunk(page)
  // The page's timers stop before the click: a view that React revealed only after its 300-ms hold behind a
  // spinner (a timer of React's) would stay behind the spinner.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000))
  await page.getByRole('button', { name: /^Select network: / }).click()
  const networks = dialog(page, 'Choose Network')
  await expect(networks.getByRole('status').filter({ hasText: /^Loading$/ })).toBeVisible()
  release()
  await expect(networks.getByRole('button', { name: 'Bitcoin Regtest' })).toBeVisible()
})

/** Holds the Networks view's chunk until the returned function is called: its spinner shows meanwhile. */
async function holdNetworksChunk(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/NetworksView-*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}
