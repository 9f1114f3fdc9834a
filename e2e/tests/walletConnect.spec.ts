import { createWalletConnectWallet } from '@latch/sample-wallet'
import { SignClient } from '@walletconnect/sign-client'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { connectButton, dialog, expect, expectAccessible, test } from './fixtures'
import { copyLink, pairingUri, relayUrl } from './walletConnectFixtures'

/** Test account #2: the WalletConnect sample wallet's account. */
const walletAccountShort = '0x3C44…93BC'

test('a mobile wallet connects over our relay by QR code, signs, sends, and stays connected after a reload', async ({
  page,
}) => {
  const wallet = await createWalletConnectWallet({ relayUrl, projectId: 'latch-demo' })
  try {
    await page.goto('/')
    const uri = await pairingUri(page)
    await expectAccessible(page)
    await wallet.pair(uri)
    const proposal = await wallet.nextProposal()
    expect(proposal.dapp.name).toBe('Latch demo')
    expect(proposal.chains).toContain('eip155:31337')
    await proposal.approve()

    await expect(page.getByRole('dialog')).toHaveCount(0)
    const account = page.getByRole('button', { name: new RegExp(walletAccountShort) })
    await expect(account).toContainText('ETH')
    await expect(page.getByTestId('status')).toHaveText('connected')

    // personal_sign, verified with viem against the wallet's address.
    await page.getByRole('button', { name: 'Sign a message', exact: true }).click()
    const signing = await wallet.nextRequest()
    expect(signing.method).toBe('personal_sign')
    await signing.approve()
    const signature = page.getByTestId('signature')
    await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
    expect(
      await verifyMessage({
        address: wallet.address,
        message: 'Hello from the Latch demo',
        signature: (await signature.textContent()) as `0x${string}`,
      }),
    ).toBe(true)

    // A transaction, mined on the dev chain.
    await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
    const sending = await wallet.nextRequest()
    expect(sending.method).toBe('eth_sendTransaction')
    await sending.approve()
    await expect(page.getByTestId('transaction')).toHaveText(/^0x[0-9a-f]{64} \(block \d+\)$/)

    // The wallet moves to the other dev chain: the modal follows.
    await wallet.switchChain(31338)
    await expect(page.locator('dd', { hasText: '(31338)' })).toBeVisible()

    // The session survives a reload.
    await page.reload()
    await expect(page.getByRole('button', { name: new RegExp(walletAccountShort) })).toBeVisible()
    await expect(page.getByTestId('status')).toHaveText('connected')

    // The wallet ends the session: the modal is disconnected.
    await wallet.disconnect()
    await expect(connectButton(page)).toBeVisible()
    await expect(page.getByTestId('status')).toHaveText('disconnected')
  } finally {
    await wallet.close()
  }
})

test('with the browser reporting no network, the QR pairs over the relay on this machine, the session survives a reload and hears the wallet at once', async ({
  page,
}) => {
  // A machine with no network interface (Wi-Fi off, an intranet kiosk, the offline dev stack): the browser says
  // offline, while the team's own relay answers on loopback.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false })
  })
  const wallet = await createWalletConnectWallet({ relayUrl, projectId: 'latch-demo' })
  try {
    await page.goto('/')
    expect(await page.evaluate(() => navigator.onLine)).toBe(false)
    await wallet.pair(await pairingUri(page))
    await (await wallet.nextProposal()).approve()
    const account = page.getByRole('button', { name: new RegExp(walletAccountShort) })
    await expect(account).toContainText('ETH')

    await page.clock.install()
    await page.reload()
    await expect(account).toBeVisible()
    await expect(page.getByTestId('status')).toHaveText('connected')
    // The page's timers stop here: the client's heartbeat, 5 s after its start, can no longer open the socket
    // that the browser's "offline" kept shut. The reloaded session hears the wallet end it all the same.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100))
    await wallet.disconnect()
    await expect(connectButton(page)).toBeVisible()
    await expect(page.getByTestId('status')).toHaveText('disconnected')
  } finally {
    await wallet.close()
  }
})

test('a rejected session shows "Connection rejected", and the retry pairs with a fresh QR code', async ({
  page,
}) => {
  const wallet = await createWalletConnectWallet({ relayUrl, projectId: 'latch-demo' })
  try {
    await page.goto('/')
    const first = await pairingUri(page)
    await wallet.pair(first)
    await (await wallet.nextProposal()).reject()
    const view = dialog(page, 'WalletConnect')
    await expect(view.getByRole('alert')).toHaveText('Connection rejected')

    await view.getByRole('button', { name: 'Try again' }).click()
    const second = await copyLink(page, view)
    expect(second).not.toBe(first)
    await wallet.pair(second)
    await (await wallet.nextProposal()).approve()
    await expect(page.getByRole('button', { name: new RegExp(walletAccountShort) })).toBeVisible()
    await wallet.disconnect()
  } finally {
    await wallet.close()
  }
})

test("an app's custom wallet is listed on the Connect view and atop All Wallets, and pairs through its QR code", async ({
  page,
}) => {
  const wallet = await createWalletConnectWallet({ relayUrl, projectId: 'latch-demo' })
  try {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/')
    await connectButton(page).click()
    const connect = dialog(page, 'Connect Wallet')
    await expect(connect.getByRole('button', { name: 'Sample Phone Wallet' })).toBeVisible()
    await connect.getByRole('button', { name: 'All Wallets' }).click()
    const allWallets = dialog(page, 'All Wallets')
    await expect(allWallets.getByRole('listitem').first()).toHaveText('Sample Phone Wallet')
    await allWallets.getByRole('searchbox', { name: 'Search wallet' }).fill('phone')
    await expect(allWallets.getByRole('listitem')).toHaveText(['Sample Phone Wallet'])
    await allWallets.getByRole('button', { name: 'Sample Phone Wallet' }).click()

    const view = dialog(page, 'Sample Phone Wallet')
    await expect(view.getByText('Scan this QR code with Sample Phone Wallet')).toBeVisible()
    await wallet.pair(await copyLink(page, view))
    await (await wallet.nextProposal()).approve()
    await expect(page.getByRole('button', { name: new RegExp(walletAccountShort) })).toBeVisible()
    await wallet.disconnect()
  } finally {
    await wallet.close()
  }
})

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    isMobile: true,
    hasTouch: true,
  })

  test('opening shows All Wallets; tapping a wallet opens its link within the tap, and its later requests open it again', async ({
    page,
  }) => {
    // What the tap navigates to, and whether it happened in the tap's own task (iOS Safari blocks a
    // navigation that follows an await). The flag is set while the tap's click is dispatched and cleared by
    // the next task.
    const navigations: { url: string; inTapTask: boolean }[] = []
    await page.exposeFunction('recordNavigation', (url: string, inTapTask: boolean) =>
      navigations.push({ url, inTapTask }),
    )
    await page.addInitScript(() => {
      const flags = window as unknown as { inTapTask: boolean }
      flags.inTapTask = false
      window.addEventListener(
        'click',
        () => {
          flags.inTapTask = true
          setTimeout(() => {
            flags.inTapTask = false
          }, 0)
        },
        true,
      )
      const navigation = (window as unknown as { navigation: EventTarget }).navigation
      navigation.addEventListener('navigate', (event) => {
        const { destination } = event as unknown as { destination: { url: string } }
        if (destination.url.startsWith('http://localhost:5173')) return
        ;(
          window as unknown as { recordNavigation: (u: string, t: boolean) => void }
        ).recordNavigation(destination.url, flags.inTapTask)
        event.preventDefault()
      })
    })
    await page.goto('/?walletConnect=manual')
    await page.getByRole('button', { name: 'Connect Wallet' }).tap()
    const allWallets = dialog(page, 'All Wallets')
    await expect(allWallets.getByRole('searchbox', { name: 'Search wallet' })).toBeVisible()
    await expect(allWallets.getByRole('button', { name: 'MetaMask' })).toBeVisible()
    await expectAccessible(page)

    await allWallets.getByRole('searchbox', { name: 'Search wallet' }).fill('rain')
    await expect(allWallets.getByRole('button', { name: 'MetaMask' })).toHaveCount(0)
    const rainbow = allWallets.getByRole('button', { name: 'Rainbow' })
    await expect(rainbow).toBeVisible()
    // The pairing is made before the tap (the list is busy until then), so the tap needs no await.
    await expect(allWallets.getByRole('list', { name: 'Wallets' })).toHaveAttribute(
      'aria-busy',
      'false',
    )
    await rainbow.tap()
    await expect.poll(() => navigations.length).toBe(1)
    const [opened] = navigations
    expect(opened?.inTapTask).toBe(true)
    const link = new URL(opened?.url ?? '')
    const uri = link.searchParams.get('uri') ?? ''
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    // The visitor is told to continue in the wallet; one without the app gets its store page.
    const connecting = dialog(page, 'Rainbow')
    await expect(connecting.getByText('Continue in Rainbow')).toBeVisible()
    await expect(
      connecting.getByRole('link', { name: "Don't have it? Get Rainbow" }),
    ).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//)
    await connecting.getByRole('button', { name: 'Open Rainbow' }).tap()
    await expect.poll(() => navigations.length).toBe(2)
    expect(navigations[1]).toEqual({ url: opened?.url, inTapTask: true })

    // The wallet app (here the sample wallet, with the URI the link carried) approves; the modal closes.
    const wallet = await createWalletConnectWallet({ relayUrl, projectId: 'latch-demo' })
    try {
      await wallet.pair(uri)
      await (await wallet.nextProposal()).approve()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.getByTestId('status')).toHaveText('connected')

      // A later request opens the same wallet (the WalletConnect client reads the remembered choice), so the
      // visitor lands where the request waits.
      await page
        .context()
        .route('https://rnbwapp.com/**', (route) =>
          route.fulfill({ contentType: 'text/plain', body: 'Rainbow' }),
        )
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('button', { name: 'Sign a message', exact: true }).tap(),
      ])
      const requestLink = new URL(popup.url())
      expect(`${requestLink.origin}${requestLink.pathname}`).toBe('https://rnbwapp.com/wc')
      expect(requestLink.searchParams.get('sessionTopic')).toMatch(/^[0-9a-f]{64}$/)
      const signing = await wallet.nextRequest()
      expect(requestLink.searchParams.get('requestId')).toBe(String(signing.id))
      await signing.approve()
      await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
      await wallet.disconnect()
    } finally {
      await wallet.close()
    }
  })
})

test('a wallet written straight on @walletconnect/sign-client pairs the same way', async ({
  page,
}) => {
  // Not the sample wallet: the official wallet-side client with nothing of ours, keys in memory.
  const entries = new Map<string, unknown>()
  const wallet = await SignClient.init({
    projectId: 'any-wallet',
    relayUrl,
    customStoragePrefix: `plain-wallet-${Date.now()}`,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: {
      name: 'Plain wallet',
      description: 'e2e',
      url: 'https://wallet.example',
      icons: [],
    },
    storage: {
      getKeys: async () => [...entries.keys()],
      getEntries: async <T>() => [...entries.entries()] as [string, T][],
      getItem: async <T>(key: string) => entries.get(key) as T | undefined,
      setItem: async (key: string, value: unknown) => void entries.set(key, value),
      removeItem: async (key: string) => void entries.delete(key),
    },
  })
  const account = privateKeyToAccount(generatePrivateKey())
  wallet.on('session_proposal', async ({ id, params }) => {
    const namespaces = buildApprovedNamespaces({
      proposal: params,
      supportedNamespaces: {
        eip155: {
          chains: ['eip155:31337'],
          methods: ['personal_sign', 'eth_sendTransaction'],
          events: ['chainChanged', 'accountsChanged'],
          accounts: [`eip155:31337:${account.address}`],
        },
      },
    })
    await wallet.approve({ id, namespaces })
  })
  try {
    await page.goto('/')
    await wallet.core.pairing.pair({ uri: await pairingUri(page) })
    const short = `${account.address.slice(0, 6)}…${account.address.slice(-4)}`
    await expect(page.getByRole('button', { name: new RegExp(short) })).toBeVisible()
    await expect(page.getByTestId('status')).toHaveText('connected')
  } finally {
    for (const session of wallet.session.getAll())
      await wallet.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    await wallet.core.relayer.transportClose()
  }
})
