import type { siwxViews as english } from '../en/siwxViews'

/** Inside the sign-in view (SIWX). */
export const siwxViews: typeof english = {
  titles: { SIWXSignMessage: 'ลงชื่อเข้าใช้' },
  heading: (app) => `${app} ต้องการให้คุณลงชื่อเข้าใช้`,
  explanation:
    'ลงนามข้อความด้วยกระเป๋าเงินของคุณเพื่อยืนยันว่าคุณเป็นเจ้าของบัญชีนี้ ไม่มีค่าใช้จ่ายและไม่มีการส่งธุรกรรมใดๆ',
  account: 'บัญชี',
  sign: 'ลงนาม',
  signing: 'กำลังรอกระเป๋าเงินของคุณ…',
  cancel: 'ยกเลิก',
}
