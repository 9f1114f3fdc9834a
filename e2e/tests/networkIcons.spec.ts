import type { Locator } from '@playwright/test'
import { animationsSettled, dialog, expect, expectAccessible, test } from './fixtures'

/** What an icon shows as laid out: its rendered size and whether its image decoded. */
function iconOf(scope: Locator) {
  return scope.locator('img[alt=""]').evaluate((image: HTMLImageElement) => {
    const box = image.getBoundingClientRect()
    return {
      width: box.width,
      height: box.height,
      decoded: image.complete && image.naturalWidth > 0,
      inline: image.src.startsWith('data:'),
    }
  })
}

/**
 * Networks have icons (issue 30, item 10): the network button and every row of the Networks view show one beside
 * the name (the demo's dev chains a monogram, Solana Local Solana's logo, Bitcoin Regtest its own), all inline (no request leaves the
 * page); the current network is marked with a check mark and in words, not by a ring alone.
 */
test('the network button and every network in the list show an icon; the current one is marked in words', async ({
  page,
}) => {
  const outside: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol !== 'data:')
      outside.push(request.url())
  })
  await page.goto('/')
  const networkButton = page.getByRole('button', { name: 'Select network: Latch Local' })
  await expect(networkButton.locator('img[alt=""]')).toBeVisible()
  expect(await iconOf(networkButton)).toEqual({
    width: 20,
    height: 20,
    decoded: true,
    inline: true,
  })

  await networkButton.click()
  const networks = dialog(page, 'Choose Network')
  const rows = networks.getByRole('listitem')
  await expect(rows).toHaveCount(4)
  // Sizes are read once the dialog has risen in and its height settled: a view that shows as soon as its chunk
  // is there (behaviour.md §18.7) can be on screen mid-animation, and its boxes then read fractions of a pixel off.
  await animationsSettled(page)
  for (const name of ['Latch Local', 'Latch Local 2', 'Solana Local', 'Bitcoin Regtest']) {
    const row = networks.getByRole('button', { name: new RegExp(`^${name}( Current network)?$`) })
    await expect(row.locator('img[alt=""]')).toBeVisible()
    expect(await iconOf(row), name).toEqual({ width: 24, height: 24, decoded: true, inline: true })
  }
  // The icons tell the networks apart: four different images.
  const sources = await rows
    .locator('img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src))
  expect(new Set(sources).size).toBe(4)

  const current = networks.getByRole('button', { name: 'Latch Local Current network' })
  await expect(current).toHaveAttribute('aria-current', 'true')
  await expect(current).toContainText('✓ Current network')
  await expect(networks.getByText('Current network')).toHaveCount(1)
  await expectAccessible(page)
  expect(outside).toEqual([])
})
