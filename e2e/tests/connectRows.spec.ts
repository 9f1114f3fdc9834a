import { connectButton, dialog, expect, openDemoWithSampleWallet, test } from './fixtures'

/**
 * The Connect view's rows as laid out (behaviour.md §18): every row apart from the next, and the e-mail and
 * social rows set off from the wallets by a divider.
 */
test('Connect: the rows stand apart, and a divider sets the e-mail and social rows off from the wallets', async ({
  page,
}) => {
  await openDemoWithSampleWallet(page)
  await connectButton(page).click()
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect.getByRole('button', { name: /Latch Sample Wallet/ })).toBeVisible()
  const rows = await connect.getByRole('button').evaluateAll((buttons) =>
    buttons
      .filter((button) => button.classList.contains('item'))
      .map((button) => {
        const box = button.getBoundingClientRect()
        return { name: button.textContent, top: box.top, bottom: box.bottom }
      }),
  )
  expect(rows.length).toBeGreaterThan(3)
  for (const [index, row] of rows.slice(1).entries()) {
    const previous = rows[index] as (typeof rows)[number]
    expect(row.top - previous.bottom, `${previous.name} → ${row.name}`).toBeGreaterThanOrEqual(8)
  }
  // A separator the visitor sees, between the last social row and the first wallet.
  const separator = connect.getByRole('separator')
  await expect(separator).toBeVisible()
  const [line, social, wallet] = await Promise.all([
    separator.boundingBox(),
    connect.getByRole('button', { name: /Continue with Google/ }).boundingBox(),
    connect.getByRole('button', { name: /Latch Sample Wallet/ }).boundingBox(),
  ])
  expect(line && social && wallet).toBeTruthy()
  if (line && social && wallet) {
    expect(line.y).toBeGreaterThanOrEqual(social.y + social.height)
    expect(line.y + line.height).toBeLessThanOrEqual(wallet.y)
  }
})
