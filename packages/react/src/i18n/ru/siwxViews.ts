import type { siwxViews as english } from '../en/siwxViews'

/** Inside the sign-in view (SIWX). */
export const siwxViews: typeof english = {
  titles: { SIWXSignMessage: 'Вход' },
  heading: (app) => `${app} предлагает вам войти`,
  explanation:
    'Подпишите сообщение в кошельке, чтобы подтвердить, что этот аккаунт принадлежит вам. Это бесплатно и не отправляет транзакцию.',
  account: 'Аккаунт',
  sign: 'Подписать',
  signing: 'Ожидание кошелька…',
  cancel: 'Отмена',
}
