import type { profileWalletsViews as english } from '../en/profileWalletsViews'

/** Inside ProfileWallets and the Account view's entry to it. */
export const profileWalletsViews: typeof english = {
  titles: { ProfileWallets: 'กระเป๋าเงิน' },
  entry: (count) => `กระเป๋าเงิน ${count} รายการ`,
  entryLabel: 'จัดการกระเป๋าเงิน',
  tabsLabel: 'เนมสเปซ',
  listLabel: 'การเชื่อมต่อของคุณ',
  status: { active: 'ใช้งานอยู่', connected: 'เชื่อมต่อแล้ว', disconnected: 'ยกเลิกการเชื่อมต่อแล้ว' },
  switchTo: (name) => `เปลี่ยนไปใช้ ${name}`,
  disconnect: (name) => `ยกเลิกการเชื่อมต่อ ${name}`,
  switchButton: 'เปลี่ยน',
  disconnectButton: 'ยกเลิกการเชื่อมต่อ',
  addWallet: 'เพิ่มกระเป๋าเงิน',
  disconnectAll: 'ยกเลิกการเชื่อมต่อทั้งหมด',
  balance: 'ยอดคงเหลือ',
  none: 'ยังไม่มีกระเป๋าเงินที่เชื่อมต่อที่นี่',
}
