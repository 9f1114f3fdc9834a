import type { swapViews as english } from '../en/swapViews'
import { selectTokenList } from './selectTokenList'

/** Inside the swap views and the Account view's Swap button. */
export const swapViews: typeof english = {
  titles: { Swap: 'Обмен', SwapSelectToken: 'Выберите токен', SwapPreview: 'Проверка обмена' },
  swapButton: 'Обменять',
  youPay: 'Вы отдаете',
  youReceive: 'Вы получаете',
  amount: 'Сумма обмена',
  max: 'Макс.',
  maxLabel: 'Максимальная сумма',
  chooseToken: (side, symbol) =>
    `${side === 'from' ? 'Токен для оплаты' : 'Токен для получения'}: ${symbol ?? 'не выбран'}`,
  selectToken: 'Выбрать',
  flip: 'Поменять токены местами',
  balance: (amount, symbol) => `Баланс: ${amount} ${symbol}`,
  quoting: 'Ищем лучшую цену…',
  receiveAmount: (amount, symbol) => `${amount} ${symbol}`,
  priceImpact: 'Влияние на цену',
  minimumReceived: 'Минимум к получению',
  networkFee: 'Комиссия сети',
  slippage: (percent) => `Допустимое проскальзывание: ${percent}%`,
  unknown: 'Неизвестно',
  review: 'Проверить обмен',
  loadingTokens: 'Загрузка доступных для обмена токенов…',
  problems: {
    empty: 'Введите сумму.',
    notANumber: 'Введите сумму числом, например 25 или 0.5.',
    tooManyDecimals: (symbol, decimals) =>
      `У ${symbol} не больше ${decimals} знаков после запятой.`,
    zero: 'Введите сумму больше нуля.',
    notEnough: (symbol) => `Недостаточно ${symbol} для этого обмена.`,
  },
  errors: {
    insufficientBalance: 'Баланса не хватает на этот обмен и комиссию сети.',
    insufficientLiquidity:
      'Недостаточно ликвидности для обмена этой суммы. Попробуйте меньшую сумму или другой токен.',
    approvalPending:
      'Ваше разрешение еще не подтверждено в сети. Повторите обмен чуть позже; ничего не обменено.',
    priceMoved:
      'Цена вышла за пределы допустимого проскальзывания, поэтому обмен не выполнен и ничего не обменено. Получите новую котировку, чтобы повторить попытку.',
    rejected: 'Вы отклонили запрос в кошельке.',
    networkNotSupported: 'Обмен в этой сети недоступен.',
    unavailable: 'Сервис обмена сейчас недоступен. Повторите попытку чуть позже.',
    failed: 'Что-то пошло не так. Ничего не обменено.',
  },
  select: { ...selectTokenList, suggested: 'Рекомендуемые токены' },
  preview: {
    step: (index, total) => `Шаг ${index} из ${total}`,
    approve: (symbol) => `Разрешить ${symbol}`,
    approveWhy: (amount, symbol) =>
      `Сначала разрешите обменнику использовать ровно ${amount} ${symbol}. Кошелек попросит вас это подтвердить.`,
    swap: 'Обменять',
    checking: 'Проверка разрешения…',
    retry: 'Повторить попытку',
    requote: 'Получить новую котировку',
    done: 'Готово',
    pending: 'Подтвердите запрос в кошельке…',
    confirming: 'Ожидание подтверждения транзакции…',
    submitted:
      'Транзакция отправлена, но еще не подтверждена. Она появится на вкладке «Активность» после подтверждения.',
    approved: (symbol) => `${symbol} разрешен. Теперь подтвердите обмен.`,
    swapped: (paid, received) => `Обмен выполнен: ${paid} на ${received}. Балансы обновлены.`,
    rejectedApproval: 'Вы отклонили разрешение в кошельке. Ничего не разрешено.',
    rejectedSwap: 'Вы отклонили обмен в кошельке. Ничего не обменено.',
  },
}
