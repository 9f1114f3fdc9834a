import type { modal as english } from '../en/modal'

/** The dialog's own strings, shared by every view. */
export const modal: typeof english = {
  close: '关闭',
  back: '返回',
  loading: '加载中',
  tryAgain: '重试',
  walletFallback: '钱包',
  somethingWentWrong: '出了点问题',
}
