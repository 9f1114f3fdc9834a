import { connectButton, dialog, expect, test, walletControls } from './fixtures'
import { sampleSolanaShort } from './solanaFixtures'
import { connectSampleWalletOnPhone, sweep } from './sweepFixtures'

// The views of a network change while connected: a declined switch (SwitchNetwork), Connect for another
// namespace (SwitchActiveChain, behaviour.md §2.1), and the Solana account it leads to, each at phone and desktop
// size in both themes (sweepFixtures.ts).
test('a declined switch, Connect for Solana beside EVM, and the Solana account, at phone and desktop size, light and dark', async ({
  page,
}, testInfo) => {
  await connectSampleWalletOnPhone(page)
  const networkButton = page.getByRole('button', { name: /^Select network: / })
  const networks = dialog(page, 'Choose Network')
  const reject = walletControls(page).getByRole('checkbox', { name: 'Reject requests' })

  await reject.check()
  await networkButton.click()
  await networks.getByRole('button', { name: 'Latch Local 2' }).click()
  await expect(dialog(page, 'Switch Network').getByRole('alert')).toHaveText('Switch declined')
  await sweep(page, testInfo, 'switch-network-declined')
  await reject.uncheck()

  await networkButton.click()
  await networks.getByRole('button', { name: 'Solana Local' }).click()
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect.getByRole('button', { name: /Latch Sample Wallet/ })).toBeVisible()
  await sweep(page, testInfo, 'switch-active-chain')

  // Solana is now the active namespace, with no connection of its own: Connect Wallet connects it.
  await connectButton(page).click()
  await connect.getByRole('button', { name: /Latch Sample Wallet/ }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: new RegExp(sampleSolanaShort) }).click()
  await expect(dialog(page, 'Account').getByRole('list', { name: 'Tokens' })).toBeVisible()
  await sweep(page, testInfo, 'solana-account')
})
