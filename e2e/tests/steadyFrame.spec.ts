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
