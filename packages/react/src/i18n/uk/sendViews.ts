import type { sendViews as english } from '../en/sendViews'
import { selectTokenList } from './selectTokenList'

/** Inside the send views and the Account view's Send button. */
export const sendViews: typeof english = {
  titles: { WalletSend: 'Надіслати', WalletSendPreview: 'Перевірка надсилання' },
  sendButton: 'Надіслати',
  token: 'Токен',
  select: selectTokenList,
  recipient: 'Отримувач',
  recipientPlaceholder: 'Адреса (0x…)',
  recipientPlaceholderWithNames: 'Адреса (0x…) або ім’я (ada.eth)',
  amount: 'Сума',
  max: 'Макс.',
  maxLabel: 'Максимальна сума',
  balance: (amount, symbol) => `Баланс: ${amount} ${symbol}`,
  feeSpeed: {
    label: 'Швидкість комісії мережі',
    slow: 'Повільно',
    normal: 'Звичайно',
    fast: 'Швидко',
  },
  continue: 'Продовжити',
  loadingTokens: 'Завантаження ваших токенів…',
  problems: {
    noToken: 'У цій мережі поки нічого надіслати.',
    noRecipient: 'Введіть адресу отримувача.',
    invalidRecipient: (network) => `Це не адреса в мережі ${network}.`,
    namesNotSupported: 'Імена в цій мережі поки не підтримуються. Введіть адресу отримувача.',
    badChecksum: (checksummed) =>
      `Схоже, в адресі помилка: великі літери не збігаються. Уточніть її в отримувача. Правильний варіант: ${checksummed}.`,
    empty: 'Введіть суму.',
    notANumber: 'Введіть суму числом, наприклад 25 або 0.5.',
    tooManyDecimals: (symbol, decimals) => `У ${symbol} не більше ${decimals} знаків після коми.`,
    zero: 'Введіть суму, більшу за нуль.',
    insufficientBalance: (symbol, native) =>
      native
        ? `Недостатньо ${symbol}, щоб надіслати цю суму й оплатити комісію мережі.`
        : `Недостатньо ${symbol}, щоб надіслати цю суму.`,
  },
  names: {
    resolving: (name) => `Пошук ${name}…`,
    resolved: (name, address) => `${name} — це ${address}.`,
    notFound: (name) => `Адресу для ${name} не знайдено`,
    invalid: (name) => `${name} — недійсне ім’я.`,
  },
  warnings: {
    notChecksummed: (checksummed) =>
      `Ця адреса не має контрольної суми. Кошти буде надіслано на ${checksummed}.`,
    self: 'Це ваша власна адреса: ви надсилаєте кошти самому собі.',
  },
  preview: {
    sending: 'Ви надсилаєте',
    to: 'Кому',
    network: 'Мережа',
    fee: 'Комісія мережі',
    feeSpeed: 'Швидкість комісії',
    total: 'Разом',
    estimating: 'Розрахунок…',
    feeUnavailable: 'Не вдалося розрахувати',
    unknownTotal: 'Невідомо (немає ціни)',
    send: 'Надіслати',
    retry: 'Спробувати ще раз',
    pending: 'Підтвердьте транзакцію в гаманці…',
    rejected: 'Ви відхилили запит у гаманці. Нічого не надіслано.',
    failed: (reason) => `Не вдалося надіслати транзакцію: ${reason}`,
  },
}
