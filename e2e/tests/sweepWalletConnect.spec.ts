import { connectButton, dialog, expect, test } from './fixtures'
import { sweep } from './sweepFixtures'

// WalletConnect's views: the QR code from Connect, a registry wallet's own QR view from All Wallets, and the QR
// an app that drives WalletConnect itself opens on (opening rule 2, behaviour.md §2.2), each at phone and desktop
// size in both themes (sweepFixtures.ts). The pairings go over the dev stack's relay; no wallet answers them.
test("WalletConnect's QR views, at phone and desktop size, light and dark", async ({
  page,
}, testInfo) => {
  await page.goto('/')
  const connect = dialog(page, 'Connect Wallet')
  const qrCode = (view: string) =>
    dialog(page, view).getByRole('img', { name: 'WalletConnect QR code' })

  await connectButton(page).click()
  await connect.getByRole('button', { name: 'WalletConnect' }).click()
  await expect(qrCode('WalletConnect')).toBeVisible()
  await sweep(page, testInfo, 'connecting-walletconnect')

  // Closing walks away from the pairing (behaviour.md §2.3): the page's button no longer reads "Connecting…".
  await expect(connectButton(page)).toBeVisible()
  await connectButton(page).click()
  await connect.getByRole('button', { name: 'All Wallets' }).click()
  await dialog(page, 'All Wallets').getByRole('button', { name: 'Rainbow' }).click()
  await expect(qrCode('Rainbow')).toBeVisible()
  await sweep(page, testInfo, 'connecting-registry-wallet')

  await page.goto('/?walletConnect=manual')
  await connectButton(page).click()
  await expect(qrCode('WalletConnect')).toBeVisible()
  await sweep(page, testInfo, 'connecting-walletconnect-basic')
})
