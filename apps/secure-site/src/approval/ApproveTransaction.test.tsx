import { getBase58Decoder } from '@solana/kit'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { encodeFunctionData, erc20Abi, getAddress } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SiteLocaleContext } from '../i18n/SiteLocaleContext'
import { loadSiteLocale } from '../i18n/siteLocale'
import { describeRequest } from '../rpc/describeRequest'
import { describeSolanaRequest } from '../rpc/solana/describeSolanaRequest'
import { ApproveTransaction } from './ApproveTransaction'
import { createApprovals } from './approvals'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

afterEach(cleanup)

/** A screen always in plain view, with no wait: the tests of what the screen says. */
const inView = {
  armMs: 0,
  watch: (_: Element, onChange: (visible: boolean) => void) => {
    onChange(true)
    return () => {}
  },
}

function setUp(request: { method: string; params: unknown }) {
  const approvals = createApprovals({ onShow() {}, onHide() {} })
  render(<ApproveTransaction approvals={approvals} appName="Latch demo" gate={inView} />)
  const description = describeRequest(request, 31337)
  if (!description) throw new Error('not described')
  return { approvals, answer: approvals.request(description) }
}

describe('ApproveTransaction', () => {
  it('shows nothing while no request waits', () => {
    const approvals = createApprovals({ onShow() {}, onHide() {} })
    const { container } = render(<ApproveTransaction approvals={approvals} />)
    expect(container.innerHTML).toBe('')
  })

  it('says what a transaction does, and Approve answers yes', async () => {
    const { answer } = setUp({
      method: 'eth_sendTransaction',
      params: [{ to: bob, value: '0xde0b6b3a7640000', data: '0x12' }],
    })
    const region = await screen.findByRole('dialog', { name: 'Send a transaction' })
    expect(region.textContent).toContain('Latch demo asks for your approval.')
    const terms = screen.getAllByRole('term').map((term) => term.textContent)
    const values = screen.getAllByRole('definition').map((value) => value.textContent)
    expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toEqual({
      Amount: '1 ETH',
      To: bob,
      Network: 'Latch Local',
      Data: '1 byte',
    })
    // Focus starts on Reject: Enter never approves by accident.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reject' }))
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    expect(await answer).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows a message to sign whole, and Reject or Escape answers no', async () => {
    const { answer, approvals } = setUp({
      method: 'personal_sign',
      params: ['0x48656c6c6f2c204c6174636821', account],
    })
    expect(await screen.findByText('Hello, Latch!')).toBeTruthy()
    expect(screen.getByText('Message')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }))
    expect(await answer).toBe(false)

    const description = describeRequest({ method: 'personal_sign', params: ['0xff00', account] }, 1)
    const second = approvals.request(description ?? { title: '', rows: [] })
    expect(await screen.findByText('Message (hex)')).toBeTruthy()
    expect(screen.getByText('0xff00')).toBeTruthy()
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(await second).toBe(false)
  })

  it('shows a Solana message as its text, with the account and network, and Escape answers no', async () => {
    const approvals = createApprovals({ onShow() {}, onHide() {} })
    render(<ApproveTransaction approvals={approvals} appName="Latch demo" gate={inView} />)
    const user = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    const local = 'solana:DaaNyDc3KScfjJ4zXmgWUDjgqESStXJp'
    const message = getBase58Decoder().decode(new TextEncoder().encode('Hello, Latch!'))
    const signing = describeSolanaRequest(
      { method: 'solana_signMessage', params: { message, pubkey: user } },
      local,
      user,
    )
    if (!signing) throw new Error('not described')
    const first = approvals.request(signing)
    expect(await screen.findByText('Hello, Latch!')).toBeTruthy()
    const terms = screen.getAllByRole('term').map((term) => term.textContent)
    const values = screen.getAllByRole('definition').map((value) => value.textContent)
    expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toEqual({
      Account: user,
      Network: 'Solana Local',
    })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reject' }))
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(await first).toBe(false)
  })

  it('counts Approve only once the screen has been in plain view for 500 ms, again after it was covered', async () => {
    vi.useFakeTimers()
    try {
      const approvals = createApprovals({ onShow() {}, onHide() {} })
      let report: (visible: boolean) => void = () => {}
      const watch = (_: Element, onChange: (visible: boolean) => void) => {
        report = onChange
        return () => {}
      }
      render(
        <ApproveTransaction
          approvals={approvals}
          gate={{ armMs: 500, now: () => Date.now(), watch }}
        />,
      )
      let answered: boolean | undefined
      void approvals
        .request(
          describeRequest({ method: 'personal_sign', params: ['0x6869', account] }, 1) ?? {
            title: '',
            rows: [],
          },
        )
        .then((answer) => {
          answered = answer
        })
      await act(async () => {})
      const approve = screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement
      // Shown under the visitor's click: the press lands before the wait is over and does nothing.
      act(() => report(true))
      await act(async () => vi.advanceTimersByTime(499))
      expect(approve.disabled).toBe(true)
      fireEvent.click(approve)
      // The page covers the screen (a decoy over it, or the frame faded): the wait starts again.
      act(() => report(false))
      await act(async () => vi.advanceTimersByTime(499))
      expect(screen.queryByRole('status')).toBeNull()
      await act(async () => vi.advanceTimersByTime(1))
      expect(screen.getByRole('status').textContent).toBe(
        'Approve works once this screen is in full view, with nothing over it.',
      )
      act(() => report(true))
      await act(async () => vi.advanceTimersByTime(499))
      expect(approve.disabled).toBe(true)
      await act(async () => vi.advanceTimersByTime(1))
      expect(approve.disabled).toBe(false)
      expect(screen.queryByRole('status')).toBeNull()
      expect(answered).toBeUndefined()
      fireEvent.click(approve)
      await act(async () => {})
      expect(answered).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  // behaviour.md §20: a title that names what the request carries, and a batch's numbered actions, in the app's
  // language, with its plural forms (Russian: 5 вызовов, 22 вызова).
  it('says the titles and labels in the app’s language', async () => {
    const russian = await loadSiteLocale('ru')
    const approvals = createApprovals({ onShow() {}, onHide() {} })
    render(
      <SiteLocaleContext.Provider value={russian}>
        <ApproveTransaction approvals={approvals} appName="Latch demo" gate={inView} />
      </SiteLocaleContext.Provider>,
    )
    const batch = (count: number) =>
      describeRequest(
        { method: 'wallet_sendCalls', params: [{ calls: Array(count).fill({ to: bob }) }] },
        31337,
      ) ?? { title: '', rows: [] }
    const five = approvals.request(batch(5))
    await screen.findByRole('dialog', { name: 'Подтвердить 5 вызовов сразу' })
    expect(screen.getByText('Latch demo запрашивает ваше подтверждение.')).toBeTruthy()
    const terms = screen.getAllByRole('term').map((term) => term.textContent)
    expect(terms.slice(0, 4)).toEqual(['Общая сумма', 'Сеть', '1. Отправка', '2. Отправка'])
    fireEvent.click(screen.getByRole('button', { name: 'Отклонить' }))
    expect(await five).toBe(false)

    const many = approvals.request(batch(22))
    await screen.findByRole('dialog', { name: 'Подтвердить 22 вызова сразу' })
    fireEvent.click(screen.getByRole('button', { name: 'Отклонить' }))
    expect(await many).toBe(false)

    const typed = describeRequest(
      {
        method: 'eth_signTypedData_v4',
        params: [
          account,
          {
            types: {
              EIP712Domain: [{ name: 'name', type: 'string' }],
              Mail: [{ name: 'contents', type: 'string' }],
            },
            primaryType: 'Mail',
            domain: { name: 'Ether Mail' },
            message: { contents: 'Hello' },
          },
        ],
      },
      1,
    )
    const signed = approvals.request(typed ?? { title: '', rows: [] })
    await screen.findByRole('dialog', { name: 'Подписать Mail' })
    expect(screen.getAllByRole('term')[0]?.textContent).toBe('Аккаунт')
    fireEvent.click(screen.getByRole('button', { name: 'Отклонить' }))
    expect(await signed).toBe(false)
  })

  // behaviour.md §20.8: the values in the app's language too: its sentences around what they name, numbers, bytes
  // and the session's end by Intl, addresses and amounts isolated so they read left to right in Arabic.
  it('says the values in the app’s language, Russian and Arabic', async () => {
    const lusd = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const tokens = new Map([[lusd.toLowerCase(), { symbol: 'LUSD', decimals: 6 }]])
    const send = describeRequest(
      {
        method: 'eth_sendTransaction',
        params: [{ to: bob, value: '0xde0b6b3a7640000', data: '0x0102' }],
      },
      31337,
    )
    const allowance = describeRequest(
      {
        method: 'wallet_sendCalls',
        params: [
          {
            calls: [
              {
                to: lusd,
                data: encodeFunctionData({
                  abi: erc20Abi,
                  functionName: 'approve',
                  args: [bob, 1_234_500_000n],
                }),
              },
              { to: bob, value: '0x1' },
            ],
          },
        ],
      },
      31337,
      { tokens, atomic: 'unsupported' },
    )
    const session = describeRequest(
      {
        method: 'wallet_grantPermissions',
        params: [
          {
            expiry: Date.UTC(2026, 11, 1, 14, 30) / 1000,
            signer: { type: 'account', data: { address: bob } },
            permissions: [
              {
                type: 'erc20-token-periodic',
                data: { tokenAddress: lusd, periodAmount: '0x989680', periodDuration: 86_400 },
              },
            ],
          },
        ],
      },
      31337,
      { tokens },
    )
    if (!send || !allowance || !session) throw new Error('not described')

    const shown = async (tag: string, title: string, description: typeof send) => {
      const approvals = createApprovals({ onShow() {}, onHide() {} })
      const { unmount } = render(
        <SiteLocaleContext.Provider value={await loadSiteLocale(tag)}>
          <ApproveTransaction approvals={approvals} gate={inView} />
        </SiteLocaleContext.Provider>,
      )
      void approvals.request(description)
      await screen.findByRole('dialog', { name: title })
      const terms = screen.getAllByRole('term').map((term) => term.textContent)
      const values = screen.getAllByRole('definition')
      const rows = Object.fromEntries(terms.map((term, i) => [term, values[i]?.textContent]))
      const isolated = values.map((value) =>
        [...value.querySelectorAll('bdi')].map((part) => part.textContent),
      )
      unmount()
      return { rows, isolated }
    }

    const russianSend = await shown('ru', 'Отправить транзакцию', send)
    expect(russianSend.rows).toMatchObject({ Сумма: '1 ETH', Данные: '2 байта' })
    const russianBatch = await shown('ru', 'Подтвердить 2 вызова сразу', allowance)
    expect(russianBatch.rows).toMatchObject({
      '1. Разрешение на списание': `${getAddress(bob)} может списать 1\u00a0234,5 LUSD`,
      '2. Отправка': `0,000000000000000001 ETH на адрес ${bob}`,
      Выполнение: 'Вызовы по очереди, один за другим',
    })
    const russianSession = await shown(
      'ru',
      'Разрешить приложению тратить средства от вашего имени',
      session,
    )
    expect(russianSession.rows).toMatchObject({
      'Лимит списаний': '10 LUSD в день',
      'Действует до': expect.stringMatching(/^1 декабря 2026 г\.,? (в )?14:30 UTC$/),
      'Без подтверждения':
        'Приложение тратит средства в пределах этого лимита без повторного подтверждения, пока вы его не отзовете',
    })

    const arabicSend = await shown('ar', 'إرسال معاملة', send)
    expect(arabicSend.rows).toMatchObject({ البيانات: '2 بايت' })
    const arabicBatch = await shown('ar', 'الموافقة على استدعاءين معًا', allowance)
    expect(arabicBatch.rows).toMatchObject({
      '1. السماح بالإنفاق': `يمكن لـ ${getAddress(bob)} إنفاق 1,234.5 LUSD`,
    })
    // The address and the amount each read left to right inside the right-to-left sentence.
    expect(arabicBatch.isolated).toContainEqual([getAddress(bob), '1,234.5 LUSD'])
    const arabicSession = await shown('ar', 'السماح لهذا التطبيق بالإنفاق نيابةً عنك', session)
    expect(arabicSession.rows).toMatchObject({ 'حد الإنفاق': '10 LUSD يوميًا' })
  })
})
