import type { onrampViews as english } from '../en/onrampViews'

/** Inside the on-ramp views and the Account view's Buy button. */
export const onrampViews: typeof english = {
  titles: { OnRampBuy: 'Купить', OnRampProviders: 'Выберите провайдера', BuyInProgress: 'Покупка' },
  buyButton: 'Купить',
  loading: 'Загрузка доступных для покупки активов…',
  currency: 'Что купить',
  paymentCurrency: 'Валюта оплаты',
  paymentMethod: 'Способ оплаты',
  methods: { card: 'Карта', bank_account: 'Банковский счет' },
  amount: 'Сумма',
  limits: (method, min, max, currency) => `${method}: от ${min} до ${max} ${currency}`,
  defaultsNote: 'Не удалось загрузить условия провайдеров: показаны стандартные.',
  problems: {
    empty: 'Введите сумму.',
    invalid: 'Введите сумму числом, не более двух знаков после запятой, например 50 или 49.99.',
    noMethod: 'Этот способ оплаты недоступен для этой валюты.',
    belowMin: (min, currency, method) =>
      `Минимальная сумма оплаты (${method}): ${min} ${currency}.`,
    aboveMax: (max, currency, method) =>
      `Максимальная сумма оплаты (${method}): ${max} ${currency}.`,
  },
  noProviders: 'Сейчас нет провайдеров, доступных для покупки.',
  nothingOnThisNetwork: 'Здесь нельзя ничего купить для аккаунта в этой сети.',
  seeQuotes: 'Посмотреть предложения',
  quoting: 'Запрашиваем предложения у провайдеров…',
  youGet: 'Вы получите',
  total: 'Итого',
  fees: 'Комиссии',
  networkFee: 'Комиссия сети',
  sandbox: 'Тестовый режим',
  sandboxNote: 'Только тестовые платежи: зачисление в сети разработки.',
  estimate: 'Оценка',
  estimateNote: (reason) =>
    `Этот провайдер не дал предложения${reason ? ` (${reason})` : ''}: суммы указаны приблизительно, оплатить их нельзя.`,
  buyWith: (provider, amount, currency) => `Купить ${amount} ${currency} через ${provider}`,
  notPayable: 'Только оценка: оплата недоступна',
  opening: 'Открываем страницу оплаты…',
  waiting: (provider) => `Завершите оплату в окне ${provider}. Статус обновится автоматически.`,
  success: (amount, currency) => `Куплено ${amount} ${currency}. Баланс обновлен.`,
  failed: 'Покупка не прошла: деньги не списаны.',
  blocked:
    'Не удалось открыть окно оплаты. Разрешите всплывающие окна для этого сайта и повторите попытку.',
  retry: 'Повторить попытку',
  done: 'Готово',
}
