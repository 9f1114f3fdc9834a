import type { modal as english } from '../en/modal'

/** The dialog's own strings, shared by every view. */
export const modal: typeof english = {
  close: '닫기',
  back: '뒤로',
  loading: '불러오는 중',
  tryAgain: '다시 시도',
  walletFallback: '지갑',
  somethingWentWrong: '문제가 발생했습니다',
}
