import { createLatch, openModal } from '@latch/core'
import type { AccountDataSource, TokenBalance } from '@latch/core/account'
import { goBack, pushView } from '@latch/core/internal'
import {
  createTestAdapter,
  type TestAdapterOptions,
  testAddress,
  testNetworks,
} from '@latch/core/testing'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../../LatchProvider'
import { until } from '../../testing/until'
import { send } from './send'

const lusdAddress = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const account3 = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

const balances: TokenBalance[] = [
  {
    name: 'Latch USD',
    symbol: 'LUSD',
    chainId: 'eip155:31337',
    address: `eip155:31337:${lusdAddress}`,
    price: 1,
    value: 100,
    quantity: { decimals: '6', numeric: '100' },
  },
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:31337',
    price: 3000,
    value: 3000,
    quantity: { decimals: '18', numeric: '1' },
  },
]
const source: AccountDataSource = {
  getBalances: async () => ({ balances }),
  getHistory: async () => ({ data: [], next: null }),
  getNfts: async () => ({ data: [], next: null }),
  getIdentity: async () => ({ name: null, avatar: null }),
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

const shadow = () => document.querySelector('latch-modal')?.shadowRoot
const text = () => shadow()?.textContent ?? ''
const byLabel = (label: string) => {
  const labelElement = [...(shadow()?.querySelectorAll('label') ?? [])].find(
    (candidate) => candidate.textContent === label,
  )
  return shadow()?.getElementById(labelElement?.htmlFor ?? '') as HTMLInputElement
}
/** The Token button: it opens the token list (aria-expanded). */
const tokenButton = () =>
  shadow()?.querySelector<HTMLButtonElement>('button[aria-expanded]') ?? undefined
/** The token list's rows, as they read. */
const tokenRows = () =>
  [...(shadow()?.querySelectorAll('.select-token li button') ?? [])].map((row) => row.textContent)
/** Opens the token list and picks the token whose row starts with `symbol`. */
async function pickToken(symbol: string) {
  await act(async () => tokenButton()?.click())
  const row = [
    ...(shadow()?.querySelectorAll<HTMLButtonElement>('.select-token li button') ?? []),
  ].find((candidate) => candidate.textContent?.startsWith(`${symbol} `))
  await act(async () => row?.click())
}
const button = (name: string) =>
  [...(shadow()?.querySelectorAll('button') ?? [])].find(
    (candidate) => candidate.textContent === name,
  ) as HTMLButtonElement
/** Types as a visitor does: React hears the input event. */
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
  })
}

async function render(
  names?: TestAdapterOptions['names'],
  feeSpeeds?: TestAdapterOptions['feeSpeeds'],
  sendFeeBySpeed?: TestAdapterOptions['sendFeeBySpeed'],
) {
  const adapter = createTestAdapter({
    networks: testNetworks,
    connectors: [],
    names,
    feeSpeeds,
    sendFeeBySpeed,
  })
  adapter.set({
    status: 'connected',
    address: testAddress,
    caipNetworkId: 'eip155:31337',
    connectorId: 'test',
  })
  const latch = createLatch({
    networks: testNetworks,
    adapters: [adapter],
    metadata: { name: 'Test', description: '', url: 'http://localhost', icons: [] },
    storage: null,
    dataSource: source,
    features: [send()],
  })
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () => root?.render(<LatchProvider latch={latch} />))
  await act(async () => openModal(latch))
  await until(() => button('Send') !== undefined)
  return { latch, adapter }
}

describe('WalletSend and WalletSendPreview', () => {
  it('native first; Continue waits for a valid send and says why; the preview sends it', async () => {
    const { latch, adapter } = await render()
    await act(async () => button('Send').click())
    await until(() => tokenButton() !== undefined && text().includes('Enter the address'))
    // The native asset is chosen first; the Token button opens the list of the account's tokens, native first.
    expect(tokenButton()?.textContent).toBe('ETH Ether')
    await act(async () => tokenButton()?.click())
    expect(tokenButton()?.getAttribute('aria-expanded')).toBe('true')
    expect(tokenRows()).toEqual(['ETH Ether Balance 1.000', 'LUSD Latch USD Balance 100.000'])
    await act(async () => tokenButton()?.click())
    expect(tokenRows()).toEqual([])
    expect(button('Continue').disabled).toBe(true)

    // Max on the native asset keeps the transfer's fee (21000 gas at 1 gwei) back.
    await until(() => !button('Max').disabled)
    await act(async () => button('Max').click())
    expect((byLabel('Amount') as HTMLInputElement).value).toBe('0.999979')

    await pickToken('LUSD')
    expect(tokenButton()?.textContent).toBe('LUSD Latch USD')
    expect(tokenRows()).toEqual([])
    await type(byLabel('Recipient'), account3.toLowerCase())
    expect(text()).toContain(`This address is not checksummed. It will be sent to ${account3}.`)
    await type(byLabel('Amount'), '100.5')
    expect(text()).toContain('You do not have enough LUSD to send this.')
    expect(button('Continue').disabled).toBe(true)
    await type(byLabel('Amount'), '25')
    expect(button('Continue').disabled).toBe(false)
    await act(async () => button('Continue').click())

    await until(() => text().includes('Network fee') && !text().includes('Estimating'))
    expect(text()).toContain('25 LUSD ($25.00)')
    expect(text()).toContain(account3)
    // 0.000021 ETH at $3000 is $0.063; the total adds it to $25.
    expect(text()).toContain('0.000021 ETH ($0.06)')
    expect(text()).toContain('$25.06')
    await act(async () => button('Send').click())
    await until(() => adapter.sentAssets.length === 1)
    expect(adapter.sentAssets[0]).toMatchObject({
      to: account3,
      amount: 25_000_000n,
      token: lusdAddress,
    })
    await until(() => latch.getState().history.at(-1)?.view === 'Account')
  })

  it('offers no fee speed where the namespace prices by none', async () => {
    await render()
    await act(async () => button('Send').click())
    await until(() => tokenButton() !== undefined && text().includes('Enter the address'))
    expect(shadow()?.querySelector('[role=radiogroup]')).toBeNull()
    expect(text()).not.toContain('Network fee speed')
  })

  it('where offered, the visitor picks a fee speed (normal first) and Review Send shows it', async () => {
    const { adapter } = await render(undefined, ['slow', 'normal', 'fast'])
    await act(async () => button('Send').click())
    await until(() => shadow()?.querySelector('[role=radiogroup]') != null)
    const group = shadow()?.querySelector('[role=radiogroup]')
    const labelId = group?.getAttribute('aria-labelledby') ?? ''
    expect(shadow()?.getElementById(labelId)?.textContent).toBe('Network fee speed')
    const radios = [...(group?.querySelectorAll<HTMLInputElement>('input[type=radio]') ?? [])]
    expect(radios.map((radio) => radio.parentElement?.textContent)).toEqual([
      'Slow',
      'Normal',
      'Fast',
    ])
    expect(radios.map((radio) => radio.checked)).toEqual([false, true, false])
    await act(async () => radios[2]?.click())
    expect(radios.map((radio) => radio.checked)).toEqual([false, false, true])
    await type(byLabel('Recipient'), account3)
    await type(byLabel('Amount'), '0.1')
    await act(async () => button('Continue').click())
    await until(() => text().includes('Network fee') && !text().includes('Estimating'))
    const speedTerm = [...(shadow()?.querySelectorAll('dt') ?? [])].find(
      (term) => term.textContent === 'Fee speed',
    )
    expect(speedTerm?.nextElementSibling?.textContent).toBe('Fast')
    await act(async () => button('Send').click())
    await until(() => adapter.sentAssets.length === 1)
    expect(adapter.sentAssets[0]).toMatchObject({ to: account3, feeSpeed: 'fast' })
  })

  it('Max keeps back the fee of the speed the visitor chose', async () => {
    await render(undefined, ['slow', 'normal', 'fast'], {
      normal: 10n ** 15n,
      fast: 3n * 10n ** 15n,
    })
    await act(async () => button('Send').click())
    await until(() => !button('Max').disabled)
    await act(async () => button('Max').click())
    expect((byLabel('Amount') as HTMLInputElement).value).toBe('0.999')
    const fast = shadow()?.querySelectorAll<HTMLInputElement>('[role=radiogroup] input')[2]
    await act(async () => fast?.click())
    await until(() => !button('Max').disabled)
    await act(async () => button('Max').click())
    await until(() => (byLabel('Amount') as HTMLInputElement).value === '0.997')
  })

  it('a rejection shows on the preview and the retry sends', async () => {
    const { latch, adapter } = await render()
    adapter.scriptSends({ reject: true })
    await act(async () =>
      pushView(latch, 'WalletSendPreview', {
        caipNetworkId: 'eip155:31337',
        token: { symbol: 'LUSD', name: 'Latch USD', decimals: 6, address: lusdAddress, price: 1 },
        to: account3,
        amount: '25',
      }),
    )
    await until(() => button('Send') !== undefined && text().includes('Network fee'))
    await act(async () => button('Send').click())
    await until(() => text().includes('You rejected the request in your wallet. Nothing was sent.'))
    adapter.scriptSends({ reject: false })
    await act(async () => button('Try again').click())
    await until(() => adapter.sentAssets.length === 1)
  })

  describe('a recipient typed as a name (behaviour.md §13.3)', () => {
    /** The line under the recipient field that says how its name resolves. */
    const nameStatus = () => {
      const input = byLabel('Recipient') as HTMLInputElement
      const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)
      return [...(shadow()?.querySelectorAll('[role="status"]') ?? [])].find((element) =>
        ids.includes(element.id),
      )
    }

    async function sendView(names: TestAdapterOptions['names']) {
      const rendered = await render(names)
      await act(async () => button('Send').click())
      await until(() => tokenButton() !== undefined && text().includes('Enter the address'))
      await pickToken('LUSD')
      await type(byLabel('Amount'), '25')
      return rendered
    }

    it('resolves as typing pauses, says so under the field, and sends to the address', async () => {
      const { adapter } = await sendView({ addresses: { 'ada.eth': account3 } })
      const recipient = byLabel('Recipient') as HTMLInputElement
      expect(recipient.placeholder).toBe('Address (0x…) or name (ada.eth)')
      await type(recipient, 'ada.eth')
      // A live region the field points to: screen readers hear the lookup and its answer.
      expect(nameStatus()?.textContent).toBe('Looking up ada.eth…')
      expect(button('Continue').disabled).toBe(true)
      expect(button('Continue').getAttribute('aria-describedby')).toBe(nameStatus()?.id)
      expect(recipient.getAttribute('aria-invalid')).toBeNull()
      await until(() => nameStatus()?.textContent === `ada.eth is ${account3}.`)
      expect(adapter.nameLookups).toEqual([{ name: 'ada.eth', caipNetworkId: 'eip155:31337' }])
      expect(button('Continue').disabled).toBe(false)

      // Enter in the field submits the form (the keyboard's Continue).
      await act(async () => recipient.form?.requestSubmit())
      await until(() => text().includes('Network fee') && !text().includes('Estimating'))
      expect(text()).toContain('ada.eth (0x90F7…b906)')
      await act(async () => button('Send').click())
      await until(() => adapter.sentAssets.length === 1)
      expect(adapter.sentAssets[0]).toMatchObject({ to: account3, amount: 25_000_000n })
    })

    it('Back from the preview finds the name resolved, without a second lookup', async () => {
      const { latch, adapter } = await sendView({ addresses: { 'ada.eth': account3 } })
      await type(byLabel('Recipient'), 'ada.eth')
      await until(() => !button('Continue').disabled)
      await act(async () => button('Continue').click())
      await until(() => text().includes('ada.eth (0x90F7…b906)'))
      await act(async () => goBack(latch))
      await until(() => nameStatus()?.textContent === `ada.eth is ${account3}.`)
      expect(button('Continue').disabled).toBe(false)
      expect(adapter.nameLookups).toHaveLength(1)
    })

    it("warns when the name is one's own address", async () => {
      await sendView({ addresses: { 'me.eth': testAddress } })
      await type(byLabel('Recipient'), 'me.eth')
      await until(() => text().includes('This is your own address: you are sending to yourself.'))
      expect(button('Continue').disabled).toBe(false)
    })

    it('says when a name has no address or cannot be resolved, and Continue waits', async () => {
      const { adapter } = await sendView({ addresses: { 'ada.eth': account3 } })
      const recipient = byLabel('Recipient') as HTMLInputElement
      await type(recipient, 'nobody.eth')
      await until(() => nameStatus()?.textContent === 'No address found for nobody.eth')
      expect(recipient.getAttribute('aria-invalid')).toBe('true')
      expect(button('Continue').disabled).toBe(true)
      expect(button('Continue').getAttribute('aria-describedby')).toBe(nameStatus()?.id)

      adapter.scriptNames({ unreachable: true })
      const warn = console.warn
      console.warn = () => undefined
      try {
        await type(recipient, 'bob.eth')
        await until(() => nameStatus()?.textContent === 'Error resolving name')
      } finally {
        console.warn = warn
      }
      expect(button('Continue').disabled).toBe(true)
    })

    it("keeps today's words on a network without a registry", async () => {
      const { adapter } = await sendView({ addresses: { 'ada.eth': account3 }, networks: [] })
      const recipient = byLabel('Recipient') as HTMLInputElement
      expect(recipient.placeholder).toBe('Address (0x…)')
      await type(recipient, 'ada.eth')
      expect(text()).toContain('Names are not supported on this network yet.')
      expect(nameStatus()).toBeUndefined()
      await act(() => new Promise((resolve) => setTimeout(resolve, 400)))
      expect(adapter.nameLookups).toEqual([])
      expect(button('Continue').disabled).toBe(true)
    })
  })
})
