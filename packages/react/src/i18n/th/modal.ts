import type { modal as english } from '../en/modal'

/** The dialog's own strings, shared by every view. */
export const modal: typeof english = {
  close: 'ปิด',
  back: 'ย้อนกลับ',
  loading: 'กำลังโหลด',
  tryAgain: 'ลองอีกครั้ง',
  walletFallback: 'กระเป๋าเงิน',
  somethingWentWrong: 'เกิดข้อผิดพลาดบางอย่าง',
}
