import type { swapViews as english } from '../en/swapViews'
import { selectTokenList } from './selectTokenList'

/** Inside the swap views and the Account view's Swap button. */
export const swapViews: typeof english = {
  titles: { Swap: 'Обмін', SwapSelectToken: 'Виберіть токен', SwapPreview: 'Перевірка обміну' },
  swapButton: 'Обміняти',
  youPay: 'Ви віддаєте',
  youReceive: 'Ви отримуєте',
  amount: 'Сума обміну',
  max: 'Макс.',
  maxLabel: 'Максимальна сума',
  chooseToken: (side, symbol) =>
    `${side === 'from' ? 'Токен для оплати' : 'Токен для отримання'}: ${symbol ?? 'не вибрано'}`,
  selectToken: 'Вибрати',
  flip: 'Поміняти токени місцями',
  balance: (amount, symbol) => `Баланс: ${amount} ${symbol}`,
  quoting: 'Шукаємо найкращу ціну…',
  receiveAmount: (amount, symbol) => `${amount} ${symbol}`,
  priceImpact: 'Вплив на ціну',
  minimumReceived: 'Мінімум до отримання',
  networkFee: 'Комісія мережі',
  slippage: (percent) => `Допустиме прослизання: ${percent}%`,
  unknown: 'Невідомо',
  review: 'Перевірити обмін',
  loadingTokens: 'Завантаження токенів для обміну…',
  problems: {
    empty: 'Введіть суму.',
    notANumber: 'Введіть суму числом, наприклад 25 або 0.5.',
    tooManyDecimals: (symbol, decimals) => `У ${symbol} не більше ${decimals} знаків після коми.`,
    zero: 'Введіть суму, більшу за нуль.',
    notEnough: (symbol) => `Недостатньо ${symbol} для цього обміну.`,
  },
  errors: {
    insufficientBalance: 'Балансу не вистачає на цей обмін і комісію мережі.',
    insufficientLiquidity:
      'Недостатньо ліквідності для обміну цієї суми. Спробуйте меншу суму або інший токен.',
    approvalPending:
      'Ваш дозвіл ще не підтверджено в мережі. Повторіть обмін трохи згодом; нічого не обміняно.',
    priceMoved:
      'Ціна вийшла за межі допустимого прослизання, тому обмін не виконано й нічого не обміняно. Отримайте нову пропозицію, щоб спробувати ще раз.',
    rejected: 'Ви відхилили запит у гаманці.',
    networkNotSupported: 'Обмін у цій мережі недоступний.',
    unavailable: 'Сервіс обміну зараз недоступний. Спробуйте ще раз трохи згодом.',
    failed: 'Щось пішло не так. Нічого не обміняно.',
  },
  select: { ...selectTokenList, suggested: 'Рекомендовані токени' },
  preview: {
    step: (index, total) => `Крок ${index} з ${total}`,
    approve: (symbol) => `Дозволити ${symbol}`,
    approveWhy: (amount, symbol) =>
      `Спершу дозвольте обміннику використати рівно ${amount} ${symbol}. Гаманець попросить вас це підтвердити.`,
    swap: 'Обміняти',
    checking: 'Перевірка дозволу…',
    retry: 'Спробувати ще раз',
    requote: 'Отримати нову пропозицію',
    done: 'Готово',
    pending: 'Підтвердьте запит у гаманці…',
    confirming: 'Очікування підтвердження транзакції…',
    submitted:
      'Транзакцію надіслано, але ще не підтверджено. Вона з’явиться на вкладці «Активність» після підтвердження.',
    approved: (symbol) => `${symbol} дозволено. Тепер підтвердьте обмін.`,
    swapped: (paid, received) => `Обмін виконано: ${paid} на ${received}. Баланси оновлено.`,
    rejectedApproval: 'Ви відхилили дозвіл у гаманці. Нічого не дозволено.',
    rejectedSwap: 'Ви відхилили обмін у гаманці. Нічого не обміняно.',
  },
}
