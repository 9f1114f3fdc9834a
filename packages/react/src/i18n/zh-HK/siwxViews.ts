import type { siwxViews as english } from '../en/siwxViews'

/** Inside the sign-in view (SIWX). */
export const siwxViews: typeof english = {
  titles: { SIWXSignMessage: '登入' },
  heading: (app) => `${app} 請你登入`,
  explanation: '使用錢包簽署一則訊息，證明你擁有此帳戶。此操作免費，也不會送出任何交易。',
  account: '帳戶',
  sign: '簽署',
  signing: '正在等待錢包回應…',
  cancel: '取消',
}
