import type { siwxViews as english } from '../en/siwxViews'

/** Inside the sign-in view (SIWX). */
export const siwxViews: typeof english = {
  titles: { SIWXSignMessage: 'Вхід' },
  heading: (app) => `${app} пропонує вам увійти`,
  explanation:
    'Підпишіть повідомлення в гаманці, щоб підтвердити, що цей акаунт належить вам. Це безкоштовно й не надсилає транзакцію.',
  account: 'Акаунт',
  sign: 'Підписати',
  signing: 'Очікування гаманця…',
  cancel: 'Скасувати',
}
