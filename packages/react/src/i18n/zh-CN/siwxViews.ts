import type { siwxViews as english } from '../en/siwxViews'

/** Inside the sign-in view (SIWX). */
export const siwxViews: typeof english = {
  titles: { SIWXSignMessage: '登录' },
  heading: (app) => `${app} 请求你登录`,
  explanation: '使用钱包签署一条消息，以证明你拥有此账户。此操作免费，不会发起任何交易。',
  account: '账户',
  sign: '签名',
  signing: '等待钱包确认…',
  cancel: '取消',
}
