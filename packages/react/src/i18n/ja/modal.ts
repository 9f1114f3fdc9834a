import type { modal as english } from '../en/modal'

/** The dialog's own strings, shared by every view. */
export const modal: typeof english = {
  close: '閉じる',
  back: '戻る',
  loading: '読み込み中',
  tryAgain: 'もう一度試す',
  walletFallback: 'ウォレット',
  somethingWentWrong: '問題が発生しました',
}
