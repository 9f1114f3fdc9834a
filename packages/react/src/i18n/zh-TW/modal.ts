import type { modal as english } from '../en/modal'

/** The dialog's own strings, shared by every view. */
export const modal: typeof english = {
  close: '關閉',
  back: '返回',
  loading: '載入中',
  tryAgain: '再試一次',
  walletFallback: '錢包',
  somethingWentWrong: '發生錯誤',
}
