import { type Address, createTestClient, http, parseEther } from 'viem'
import { foundry } from 'viem/chains'
import { approval, mailedCode, mailSince } from './embeddedWalletFixtures'
import {
  dialog,
  expect,
  expectAccessible,
  openDemoWithSampleWallet,
  sampleAccountShort,
  test,
  walletControls,
} from './fixtures'

/** What the visitor reads in each language (packages/react/src/i18n/<tag>/), behaviour.md §20. */
const languages = [
  {
    locale: 'fr',
    connectWallet: 'Connecter un portefeuille',
    rejected: 'Connexion refusée',
    tryAgain: 'Réessayer',
    account: 'Compte',
    copyAddress: "Copier l'adresse",
    // French groups thousands with a narrow no-break space and writes a decimal comma.
    balance: '10\u202f000,000 ETH',
  },
  {
    locale: 'ja',
    connectWallet: 'ウォレットを接続',
    rejected: '接続が拒否されました',
    tryAgain: 'もう一度試す',
    account: 'アカウント',
    copyAddress: 'アドレスをコピー',
    balance: '10,000.000 ETH',
  },
  {
    locale: 'ar',
    connectWallet: 'ربط المحفظة',
    rejected: 'تم رفض الربط',
    tryAgain: 'إعادة المحاولة',
    account: 'الحساب',
    copyAddress: 'نسخ العنوان',
    // As this Chromium writes numbers in Arabic (its own Intl, the digits it picks): read below.
    balance: undefined,
  },
] as const

for (const language of languages) {
  test.describe(`Chromium in ${language.locale}`, () => {
    test.use({ locale: language.locale })

    test('Connect, a rejected connection and Account speak the language, amounts written its way', async ({
      page,
    }, testInfo) => {
      const balance =
        language.balance ??
        `${await page.evaluate(() =>
          new Intl.NumberFormat(navigator.language, {
            minimumFractionDigits: 3,
            maximumFractionDigits: 3,
          }).format(10_000),
        )} ETH`
      await openDemoWithSampleWallet(page)
      await walletControls(page).getByRole('checkbox', { name: 'Reject requests' }).check()
      await page.getByRole('button', { name: language.connectWallet }).click()
      const connect = dialog(page, language.connectWallet)
      await expect(connect.getByRole('button', { name: /Latch Sample Wallet/ })).toBeVisible()
      await connect.getByRole('button', { name: /Latch Sample Wallet/ }).click()

      const connecting = dialog(page, 'Latch Sample Wallet')
      await expect(connecting.getByRole('alert')).toHaveText(language.rejected)
      await walletControls(page).getByRole('checkbox', { name: 'Reject requests' }).uncheck()
      await connecting.getByRole('button', { name: language.tryAgain }).click()
      await expect(page.getByRole('dialog')).toHaveCount(0)

      const accountButton = page.getByRole('button', { name: new RegExp(sampleAccountShort) })
      await expect(accountButton).toContainText(balance)
      await accountButton.click()
      const account = dialog(page, language.account)
      // The balance under the address (the Tokens tab lists it again).
      await expect(account.getByText(balance).first()).toBeVisible()
      await expect(account.getByRole('button', { name: language.copyAddress })).toBeVisible()

      const modal = page.locator('latch-modal [role="dialog"]')
      if (language.locale === 'ar') {
        await expect(modal).toHaveAttribute('dir', 'rtl')
        // Mirrored: Close, at the end of the header, is on the left of the title.
        const close = await account.getByRole('button', { name: 'إغلاق' }).boundingBox()
        const title = await account.getByRole('heading', { name: language.account }).boundingBox()
        expect(close && title && close.x + close.width <= title.x).toBe(true)
        // The address and the amount stay left to right inside the mirrored text.
        await expect(account.getByText(sampleAccountShort)).toHaveAttribute('dir', 'ltr')
        await expectAccessible(page, 'latch-modal')
        await page.screenshot({ path: testInfo.outputPath('account-ar.png') })
      } else {
        await expect(modal).toHaveAttribute('dir', 'ltr')
        await expectAccessible(page, 'latch-modal')
      }

      // At run time, without a reload: the open modal changes language.
      await page.evaluate(() => {
        ;(window as { sameDocument?: boolean }).sameDocument = true
      })
      await page.getByRole('combobox', { name: 'Modal language' }).selectOption('en')
      await expect(
        dialog(page, 'Account').getByRole('button', { name: 'Copy address' }),
      ).toBeVisible()
      await expect(modal).toHaveAttribute('dir', 'ltr')
      await expect(
        page.getByRole('button', { name: new RegExp(sampleAccountShort) }),
      ).toContainText('10,000.000 ETH')
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      )
    })
  })
}

test.describe('Chromium in de', () => {
  test.use({ locale: 'de' })

  test('the login e-mail is German, and its code signs in', async ({ page }) => {
    const email = `leser-${Date.now()}@example.com`
    await page.goto('/')
    await page.getByRole('button', { name: 'Wallet verbinden' }).click()
    const connect = dialog(page, 'Wallet verbinden')
    await connect.getByRole('textbox', { name: 'E-Mail' }).fill(email)
    const sentAfter = Date.now() - 1_000
    await connect.getByRole('button', { name: 'Weiter', exact: true }).click()
    const verify = dialog(page, 'E-Mail bestätigen')
    await expect(
      verify.getByText(`Gib den Code ein, den wir an ${email} gesendet haben`),
    ).toBeVisible()
    const code = await mailedCode(email, sentAfter)
    const [mail] = await mailSince(email, sentAfter)
    expect(mail?.subject).toBe(`Dein Latch-Anmeldecode: ${code}`)
    await verify.getByRole('textbox', { name: 'Code' }).fill(code)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByTestId('status')).toHaveText('connected')
  })
})

test.describe('Chromium in fr, signed in by e-mail', () => {
  test.use({ locale: 'fr' })

  test("the secure site's approval screen follows the app's language", async ({ page }) => {
    const email = `lectrice-${Date.now()}@example.com`
    await page.goto('/')
    await page.getByRole('button', { name: 'Connecter un portefeuille' }).click()
    const connect = dialog(page, 'Connecter un portefeuille')
    await connect.getByRole('textbox', { name: 'E-mail' }).fill(email)
    const sentAfter = Date.now() - 1_000
    await connect.getByRole('button', { name: 'Continuer', exact: true }).click()
    const verify = dialog(page, "Confirmer l'e-mail")
    const code = await mailedCode(email, sentAfter)
    expect((await mailSince(email, sentAfter))[0]?.subject).toBe(
      `Votre code de connexion Latch : ${code}`,
    )
    await verify.getByRole('textbox', { name: 'Code' }).fill(code)
    await expect(page.getByTestId('status')).toHaveText('connected')

    await page.getByRole('button', { name: 'Sign a message' }).click()
    const screen = approval(page).getByRole('dialog', { name: 'Signer un message' })
    await expect(screen.getByText('Latch demo demande votre approbation.')).toBeVisible()
    await expect(screen.getByRole('button', { name: 'Fermer' })).toBeVisible()
    await screen.getByRole('button', { name: 'Approuver' }).click()
    await expect(approval(page).getByRole('dialog')).toHaveCount(0)

    // behaviour.md §20.8: the values too, as Chromium's Intl writes French numbers; rejected, nothing is sent.
    const address = (await page
      .locator('dd', { hasText: /^0x[0-9a-fA-F]{40}$/ })
      .textContent()) as Address
    await createTestClient({
      chain: foundry,
      mode: 'anvil',
      transport: http('http://127.0.0.1:8545'),
    }).setBalance({ address, value: parseEther('1') })
    await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
    const sending = approval(page).getByRole('dialog', { name: 'Envoyer une transaction' })
    // Amount, To, Network, Data: the amount and the data size in French.
    await expect(sending.getByRole('definition').first()).toHaveText('0,001 ETH')
    await expect(sending.getByRole('definition').nth(3)).toHaveText('aucune')
    await sending.getByRole('button', { name: 'Refuser' }).click()
    await expect(approval(page).getByRole('dialog')).toHaveCount(0)
  })
})
