import type { namesViews as english } from '../en/namesViews'

/** Inside the names views and the Account view's Register name button. */
export const namesViews: typeof english = {
  titles: {
    RegisterAccountName: '選擇你的網域名稱',
    RegisterAccountNameSuccess: '網域名稱已註冊',
  },
  registerButton: '註冊網域名稱',
  label: '網域名稱',
  hint: (zone) => `你在 ${zone} 下的網域名稱，任何支援 ENS 的錢包都能轉帳給它。`,
  problems: {
    empty: '請輸入你想要的網域名稱。',
    characters: '只能使用字母、數字和連字號。',
    tooShort: '網域名稱至少需要 4 個字元。',
    tooLong: '網域名稱最多 63 個字元。',
  },
  checking: '正在檢查…',
  available: (name) => `${name} 可以註冊。`,
  taken: (name) => `${name} 已被註冊。`,
  suggestionsTitle: '以下網域名稱可供註冊',
  register: '註冊',
  signing: '請在錢包中簽署訊息…',
  success: (name) => `${name} 現在是你的了。支援 ENS 網域名稱的錢包都能轉帳給它。`,
  done: '返回帳戶',
}
