import type { connectionViews as english } from '../en/connectionViews'

/** Inside the connection views: the wallet list and the wait for the wallet's approval. */
export const connectionViews: typeof english = {
  titles: { Connect: 'เชื่อมต่อกระเป๋าเงิน', ConnectingExternal: 'กำลังเชื่อมต่อ' },
  walletsLabel: 'กระเป๋าเงิน',
  recent: 'ใช้ล่าสุด',
  installed: 'ติดตั้งแล้ว',
  noWallets: 'ไม่พบกระเป๋าเงิน ติดตั้งส่วนขยายกระเป๋าเงินในเบราว์เซอร์ แล้วโหลดหน้านี้ใหม่',
  continueIn: (wallet) => `ดำเนินการต่อใน ${wallet}`,
  acceptRequest: 'ยอมรับคำขอเชื่อมต่อในกระเป๋าเงินของคุณ',
  rejected: 'การเชื่อมต่อถูกปฏิเสธ',
  failed: 'เชื่อมต่อไม่สำเร็จ',
}
