import type { namesViews as english } from '../en/namesViews'

/** Inside the names views and the Account view's Register name button. */
export const namesViews: typeof english = {
  titles: {
    RegisterAccountName: '選擇你的域名',
    RegisterAccountNameSuccess: '域名已註冊',
  },
  registerButton: '註冊域名',
  label: '域名',
  hint: (zone) => `你在 ${zone} 下的域名，任何支援 ENS 的錢包都能轉賬給它。`,
  problems: {
    empty: '請輸入你想要的域名。',
    characters: '只能使用字母、數字和連字號。',
    tooShort: '域名至少需要 4 個字元。',
    tooLong: '域名最多 63 個字元。',
  },
  checking: '正在檢查…',
  available: (name) => `${name} 可以註冊。`,
  taken: (name) => `${name} 已被註冊。`,
  suggestionsTitle: '以下域名可供註冊',
  register: '註冊',
  signing: '請在錢包中簽署訊息…',
  success: (name) => `${name} 現在是你的了。支援 ENS 域名的錢包都能轉賬給它。`,
  done: '返回帳戶',
}
