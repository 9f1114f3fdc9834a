import type { namesViews as english } from '../en/namesViews'

/** Inside the names views and the Account view's Register name button. */
export const namesViews: typeof english = {
  titles: {
    RegisterAccountName: '选择你的域名',
    RegisterAccountNameSuccess: '域名已注册',
  },
  registerButton: '注册域名',
  label: '域名',
  hint: (zone) => `你在 ${zone} 下的域名，任何支持 ENS 的钱包都可以向它转账。`,
  problems: {
    empty: '请输入你想要的域名。',
    characters: '只能使用字母、数字和连字符。',
    tooShort: '域名至少需要 4 个字符。',
    tooLong: '域名最多 63 个字符。',
  },
  checking: '正在检查…',
  available: (name) => `${name} 可以注册。`,
  taken: (name) => `${name} 已被注册。`,
  suggestionsTitle: '以下域名可用',
  register: '注册',
  signing: '请在钱包中签署消息…',
  success: (name) => `${name} 现在属于你了。支持 ENS 域名的钱包都可以向它转账。`,
  done: '返回账户',
}
