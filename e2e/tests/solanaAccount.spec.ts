import { animationsSettled, dialog, expect, openDemoWithSampleWallet, test } from './fixtures'
import { connectSolanaSide, sampleSolanaShort } from './solanaFixtures'

/**
 * The Account view of a Solana account (issue 30, item 6): its avatar is painted like an EVM account's, and it offers
 * only what the network serves: Send, not Swap (the server's convert serves EVM networks; the Solana adapter has no
 * swap capability), so no request of the visitor's gets a 400.
 */
test('a Solana account: the avatar painted, Send offered, Swap not, and no 400', async ({
  page,
}) => {
  const failed: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
  })
  await openDemoWithSampleWallet(page)
  await connectSolanaSide(page)
  await page.getByRole('button', { name: new RegExp(sampleSolanaShort) }).click()
  const account = dialog(page, 'Account')
  await expect(account.getByRole('tab', { name: 'Tokens' })).toBeVisible()
  // Sizes are read once the dialog has risen in: mid-animation a box can read a fraction of a pixel off.
  await animationsSettled(page)

  // The avatar: a 72 px circle with a gradient painted in it, not an empty box.
  const avatar = account.locator('.avatar')
  const painted = await avatar.evaluate((element) => {
    const box = element.getBoundingClientRect()
    return {
      width: box.width,
      height: box.height,
      background: getComputedStyle(element).backgroundImage,
    }
  })
  expect(painted.width).toBe(72)
  expect(painted.height).toBe(72)
  expect(painted.background).toMatch(/^radial-gradient\(.*rgb\(/)

  // The actions the network serves: Send; Swap is not offered.
  await expect(account.getByRole('button', { name: 'Send', exact: true })).toBeVisible()
  await expect(account.getByRole('button', { name: 'Swap', exact: true })).toHaveCount(0)
  expect(failed).toEqual([])
})
