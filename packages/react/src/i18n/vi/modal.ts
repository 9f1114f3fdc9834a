import type { modal as english } from '../en/modal'

/** The dialog's own strings, shared by every view. */
export const modal: typeof english = {
  close: 'Đóng',
  back: 'Quay lại',
  loading: 'Đang tải',
  tryAgain: 'Thử lại',
  walletFallback: 'Ví',
  somethingWentWrong: 'Đã xảy ra lỗi',
}
