import type { sendViews as english } from '../en/sendViews'
import { selectTokenList } from './selectTokenList'

/** Inside the send views and the Account view's Send button. */
export const sendViews: typeof english = {
  titles: { WalletSend: 'Отправить', WalletSendPreview: 'Проверка отправки' },
  sendButton: 'Отправить',
  token: 'Токен',
  select: selectTokenList,
  recipient: 'Получатель',
  recipientPlaceholder: 'Адрес (0x…)',
  recipientPlaceholderWithNames: 'Адрес (0x…) или имя (ada.eth)',
  amount: 'Сумма',
  max: 'Макс.',
  maxLabel: 'Максимальная сумма',
  balance: (amount, symbol) => `Баланс: ${amount} ${symbol}`,
  feeSpeed: {
    label: 'Скорость комиссии сети',
    slow: 'Медленно',
    normal: 'Обычно',
    fast: 'Быстро',
  },
  continue: 'Продолжить',
  loadingTokens: 'Загрузка ваших токенов…',
  problems: {
    noToken: 'В этой сети пока нечего отправить.',
    noRecipient: 'Введите адрес получателя.',
    invalidRecipient: (network) => `Это не адрес в сети ${network}.`,
    namesNotSupported: 'Имена в этой сети пока не поддерживаются. Введите адрес получателя.',
    badChecksum: (checksummed) =>
      `Похоже, в адресе опечатка: заглавные буквы не совпадают. Уточните его у получателя. Правильный вариант: ${checksummed}.`,
    empty: 'Введите сумму.',
    notANumber: 'Введите сумму числом, например 25 или 0.5.',
    tooManyDecimals: (symbol, decimals) =>
      `У ${symbol} не больше ${decimals} знаков после запятой.`,
    zero: 'Введите сумму больше нуля.',
    insufficientBalance: (symbol, native) =>
      native
        ? `Недостаточно ${symbol}, чтобы отправить эту сумму и оплатить комиссию сети.`
        : `Недостаточно ${symbol}, чтобы отправить эту сумму.`,
  },
  names: {
    resolving: (name) => `Поиск ${name}…`,
    resolved: (name, address) => `${name} — это ${address}.`,
    notFound: (name) => `Адрес для ${name} не найден`,
    invalid: (name) => `${name} — недопустимое имя.`,
  },
  warnings: {
    notChecksummed: (checksummed) =>
      `У этого адреса нет контрольной суммы. Средства будут отправлены на ${checksummed}.`,
    self: 'Это ваш собственный адрес: вы отправляете средства самому себе.',
  },
  preview: {
    sending: 'Вы отправляете',
    to: 'Кому',
    network: 'Сеть',
    fee: 'Комиссия сети',
    feeSpeed: 'Скорость комиссии',
    total: 'Итого',
    estimating: 'Расчет…',
    feeUnavailable: 'Не удалось рассчитать',
    unknownTotal: 'Неизвестно (нет цены)',
    send: 'Отправить',
    retry: 'Повторить попытку',
    pending: 'Подтвердите транзакцию в кошельке…',
    rejected: 'Вы отклонили запрос в кошельке. Ничего не отправлено.',
    failed: (reason) => `Не удалось отправить транзакцию: ${reason}`,
  },
}
