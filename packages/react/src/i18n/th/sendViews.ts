import type { sendViews as english } from '../en/sendViews'
import { selectTokenList } from './selectTokenList'

/** Inside the send views and the Account view's Send button. */
export const sendViews: typeof english = {
  titles: { WalletSend: 'ส่ง', WalletSendPreview: 'ตรวจสอบการส่ง' },
  sendButton: 'ส่ง',
  token: 'โทเค็น',
  select: selectTokenList,
  recipient: 'ผู้รับ',
  recipientPlaceholder: 'ที่อยู่ (0x…)',
  recipientPlaceholderWithNames: 'ที่อยู่ (0x…) หรือชื่อ (ada.eth)',
  amount: 'จำนวน',
  max: 'สูงสุด',
  maxLabel: 'จำนวนสูงสุด',
  balance: (amount, symbol) => `ยอดคงเหลือ: ${amount} ${symbol}`,
  feeSpeed: {
    label: 'ความเร็วค่าธรรมเนียมเครือข่าย',
    slow: 'ช้า',
    normal: 'ปกติ',
    fast: 'เร็ว',
  },
  continue: 'ดำเนินการต่อ',
  loadingTokens: 'กำลังโหลดโทเค็นของคุณ…',
  problems: {
    noToken: 'ยังไม่มีอะไรให้ส่งบนเครือข่ายนี้',
    noRecipient: 'ใส่ที่อยู่ของผู้รับ',
    invalidRecipient: (network) => `นี่ไม่ใช่ที่อยู่บน ${network}`,
    namesNotSupported: 'เครือข่ายนี้ยังไม่รองรับชื่อ ใส่ที่อยู่ของผู้รับ',
    badChecksum: (checksummed) =>
      `ที่อยู่นี้อาจพิมพ์ผิด: ตัวพิมพ์ใหญ่ไม่ตรงกัน โปรดตรวจสอบกับผู้รับ รูปแบบที่ถูกต้องคือ ${checksummed}`,
    empty: 'ใส่จำนวน',
    notANumber: 'ใส่จำนวนเป็นตัวเลข เช่น 25 หรือ 0.5',
    tooManyDecimals: (symbol, decimals) => `${symbol} มีทศนิยมได้ไม่เกิน ${decimals} ตำแหน่ง`,
    zero: 'ใส่จำนวนที่มากกว่าศูนย์',
    insufficientBalance: (symbol, native) =>
      native ? `คุณมี ${symbol} ไม่พอสำหรับการส่งและค่าธรรมเนียมเครือข่าย` : `คุณมี ${symbol} ไม่พอสำหรับการส่งนี้`,
  },
  names: {
    resolving: (name) => `กำลังค้นหา ${name}…`,
    resolved: (name, address) => `${name} คือ ${address}`,
    notFound: (name) => `ไม่พบที่อยู่สำหรับ ${name}`,
    invalid: (name) => `${name} ไม่ใช่ชื่อที่ถูกต้อง`,
  },
  warnings: {
    notChecksummed: (checksummed) => `ที่อยู่นี้ไม่มี checksum ระบบจะส่งไปยัง ${checksummed}`,
    self: 'นี่คือที่อยู่ของคุณเอง: คุณกำลังส่งให้ตัวเอง',
  },
  preview: {
    sending: 'คุณส่ง',
    to: 'ถึง',
    network: 'เครือข่าย',
    fee: 'ค่าธรรมเนียมเครือข่าย',
    feeSpeed: 'ความเร็วค่าธรรมเนียม',
    total: 'รวม',
    estimating: 'กำลังประเมิน…',
    feeUnavailable: 'ประเมินไม่ได้',
    unknownTotal: 'ไม่ทราบ (ไม่มีราคา)',
    send: 'ส่ง',
    retry: 'ลองอีกครั้ง',
    pending: 'ยืนยันธุรกรรมในกระเป๋าเงินของคุณ…',
    rejected: 'คุณปฏิเสธคำขอในกระเป๋าเงินของคุณ ไม่มีการส่งใดๆ',
    failed: (reason) => `ส่งธุรกรรมไม่สำเร็จ: ${reason}`,
  },
}
