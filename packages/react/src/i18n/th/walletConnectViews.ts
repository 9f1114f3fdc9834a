import type { walletConnectViews as english } from '../en/walletConnectViews'

/** Inside the WalletConnect views: the QR code and the wallet registry. */
export const walletConnectViews: typeof english = {
  titles: {
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    AllWallets: 'กระเป๋าเงินทั้งหมด',
  },
  scanWith: (wallet) => `สแกนคิวอาร์โค้ดนี้ด้วย ${wallet}`,
  scanWithPhone: 'สแกนคิวอาร์โค้ดนี้ด้วยกระเป๋าเงินบนมือถือ',
  qrLabel: 'คิวอาร์โค้ด WalletConnect',
  preparing: 'กำลังสร้างคิวอาร์โค้ด…',
  continueIn: (wallet) => `ดำเนินการต่อใน ${wallet}`,
  acceptInWallet: 'ยอมรับคำขอเชื่อมต่อในกระเป๋าเงิน',
  open: (wallet) => `เปิด ${wallet}`,
  getWallet: (wallet) => `ยังไม่มีใช่ไหม ดาวน์โหลด ${wallet}`,
  copyLink: 'คัดลอกลิงก์',
  linkCopied: 'คัดลอกลิงก์แล้ว',
  copyFailed: 'คัดลอกลิงก์ไม่สำเร็จ',
  rejected: 'การเชื่อมต่อถูกปฏิเสธ',
  failed: 'เชื่อมต่อไม่สำเร็จ',
  search: 'ค้นหากระเป๋าเงิน',
  walletsLabel: 'กระเป๋าเงิน',
  loadMore: 'กระเป๋าเงินเพิ่มเติม',
  loading: 'กำลังโหลดกระเป๋าเงิน…',
  noResults: 'ไม่พบกระเป๋าเงินที่ตรงกับการค้นหาของคุณ',
  unavailable: 'รายการกระเป๋าเงินไม่พร้อมใช้งานในขณะนี้',
  allWallets: 'กระเป๋าเงินทั้งหมด',
  walletConnect: 'WalletConnect',
}
