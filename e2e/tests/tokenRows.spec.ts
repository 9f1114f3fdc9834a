import { connectSampleWallet, dialog, expect, openDemoWithSampleWallet, test } from './fixtures'
import { openAccount, phoneSize } from './sweepFixtures'

/**
 * Token lists read as a table (behaviour.md §18): one line per token at phone width, a long name cut with an
 * ellipsis rather than wrapped, and the amounts' right edges in one column. Measured in the page, as laid out.
 */
test('Select token: one line per token, amounts aligned, at phone width', async ({ page }) => {
  await openDemoWithSampleWallet(page)
  await connectSampleWallet(page)
  await page.setViewportSize(phoneSize)

  await (await openAccount(page)).getByRole('button', { name: 'Swap', exact: true }).click()
  await dialog(page, 'Swap')
    .getByRole('button', { name: /^Token to pay with:/ })
    .click()
  const select = dialog(page, 'Select token')
  await expect(select.getByRole('button', { name: /Balance / }).first()).toBeVisible()

  const rows = await select.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => {
      const button = item.querySelector('button') as HTMLElement
      const [name, amount] = [...button.children] as HTMLElement[]
      const lineHeight = Number.parseFloat(getComputedStyle(name as HTMLElement).lineHeight) || 20
      return {
        text: button.textContent,
        height: button.getBoundingClientRect().height,
        nameLines: Math.round((name as HTMLElement).getBoundingClientRect().height / lineHeight),
        amountRight: amount ? Math.round(amount.getBoundingClientRect().right) : undefined,
        amountTop: amount ? Math.round(amount.getBoundingClientRect().top) : undefined,
        nameTop: Math.round((name as HTMLElement).getBoundingClientRect().top),
      }
    }),
  )
  expect(rows.length).toBeGreaterThan(2)
  // Every row one line high: the same height, the name on one line, the amount beside it, not under it.
  expect(new Set(rows.map((row) => Math.round(row.height))).size, JSON.stringify(rows)).toBe(1)
  for (const row of rows) {
    expect(row.nameLines, row.text ?? '').toBe(1)
    if (row.amountTop !== undefined) expect(row.amountTop, row.text ?? '').toBe(row.nameTop)
  }
  const rights = rows.flatMap((row) => (row.amountRight === undefined ? [] : [row.amountRight]))
  expect(rights.length).toBeGreaterThan(0)
  expect(new Set(rights).size, JSON.stringify(rights)).toBe(1)
})
