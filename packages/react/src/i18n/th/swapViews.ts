import type { swapViews as english } from '../en/swapViews'
import { selectTokenList } from './selectTokenList'

/** Inside the swap views and the Account view's Swap button. */
export const swapViews: typeof english = {
  titles: { Swap: 'สลับ', SwapSelectToken: 'เลือกโทเค็น', SwapPreview: 'ตรวจสอบการสลับ' },
  swapButton: 'สลับ',
  youPay: 'คุณจ่าย',
  youReceive: 'คุณได้รับ',
  amount: 'จำนวนที่จะสลับ',
  max: 'สูงสุด',
  maxLabel: 'จำนวนสูงสุด',
  chooseToken: (side, symbol) =>
    `${side === 'from' ? 'โทเค็นที่ใช้จ่าย' : 'โทเค็นที่จะได้รับ'}: ${symbol ?? 'ยังไม่ได้เลือก'}`,
  selectToken: 'เลือก',
  flip: 'สลับโทเค็น',
  balance: (amount, symbol) => `ยอดคงเหลือ: ${amount} ${symbol}`,
  quoting: 'กำลังหาราคาที่ดีที่สุด…',
  receiveAmount: (amount, symbol) => `${amount} ${symbol}`,
  priceImpact: 'ผลกระทบต่อราคา',
  minimumReceived: 'ได้รับขั้นต่ำ',
  networkFee: 'ค่าธรรมเนียมเครือข่าย',
  slippage: (percent) => `ค่าคลาดเคลื่อนที่ยอมรับได้ (Slippage): ${percent}%`,
  unknown: 'ไม่ทราบ',
  review: 'ตรวจสอบการสลับ',
  loadingTokens: 'กำลังโหลดโทเค็นที่สลับได้…',
  problems: {
    empty: 'ใส่จำนวน',
    notANumber: 'ใส่จำนวนเป็นตัวเลข เช่น 25 หรือ 0.5',
    tooManyDecimals: (symbol, decimals) => `${symbol} มีทศนิยมได้ไม่เกิน ${decimals} ตำแหน่ง`,
    zero: 'ใส่จำนวนที่มากกว่าศูนย์',
    notEnough: (symbol) => `คุณมี ${symbol} ไม่พอสำหรับการสลับนี้`,
  },
  errors: {
    insufficientBalance: 'ยอดคงเหลือของคุณไม่พอสำหรับการสลับนี้และค่าธรรมเนียมเครือข่าย',
    insufficientLiquidity: 'สภาพคล่องไม่พอสำหรับจำนวนนี้ ลองใช้จำนวนที่น้อยลงหรือโทเค็นอื่น',
    approvalPending: 'การอนุมัติของคุณยังไม่ได้รับการยืนยันบนเครือข่าย ลองสลับอีกครั้งในอีกสักครู่ ยังไม่มีการสลับใดๆ',
    priceMoved:
      'ราคาเปลี่ยนเกินค่าคลาดเคลื่อนที่คุณยอมรับได้ การสลับจึงไม่สำเร็จและไม่มีการสลับใดๆ ขอราคาใหม่เพื่อลองอีกครั้ง',
    rejected: 'คุณปฏิเสธคำขอในกระเป๋าเงินของคุณ',
    networkNotSupported: 'เครือข่ายนี้ไม่รองรับการสลับ',
    unavailable: 'ไม่สามารถเชื่อมต่อบริการสลับได้ในขณะนี้ ลองอีกครั้งในอีกสักครู่',
    failed: 'เกิดข้อผิดพลาดบางอย่าง ไม่มีการสลับใดๆ',
  },
  select: { ...selectTokenList, suggested: 'โทเค็นแนะนำ' },
  preview: {
    step: (index, total) => `ขั้นตอนที่ ${index} จาก ${total}`,
    approve: (symbol) => `อนุมัติ ${symbol}`,
    approveWhy: (amount, symbol) =>
      `ก่อนอื่น อนุญาตให้ exchange ใช้ ${amount} ${symbol} พอดี กระเป๋าเงินของคุณจะขอให้ยืนยัน`,
    swap: 'สลับ',
    checking: 'กำลังตรวจสอบการอนุมัติของคุณ…',
    retry: 'ลองอีกครั้ง',
    requote: 'ขอราคาใหม่',
    done: 'เสร็จสิ้น',
    pending: 'ยืนยันคำขอในกระเป๋าเงินของคุณ…',
    confirming: 'กำลังรอการยืนยันธุรกรรม…',
    submitted: 'ส่งธุรกรรมแล้วแต่ยังไม่ได้รับการยืนยัน แท็บกิจกรรมจะแสดงเมื่อยืนยันแล้ว',
    approved: (symbol) => `อนุมัติ ${symbol} แล้ว ยืนยันการสลับได้เลย`,
    swapped: (paid, received) => `สลับสำเร็จ: ${paid} เป็น ${received} ยอดคงเหลือของคุณอัปเดตแล้ว`,
    rejectedApproval: 'คุณปฏิเสธการอนุมัติในกระเป๋าเงินของคุณ ไม่มีการอนุมัติใดๆ',
    rejectedSwap: 'คุณปฏิเสธการสลับในกระเป๋าเงินของคุณ ไม่มีการสลับใดๆ',
  },
}
