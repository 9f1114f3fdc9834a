import type { namesViews as english } from '../en/namesViews'

/** Inside the names views and the Account view's Register name button. */
export const namesViews: typeof english = {
  titles: {
    RegisterAccountName: 'เลือกชื่อของคุณ',
    RegisterAccountNameSuccess: 'ลงทะเบียนชื่อแล้ว',
  },
  registerButton: 'ลงทะเบียนชื่อ',
  label: 'ชื่อ',
  hint: (zone) => `ชื่อของคุณใน ${zone} ซึ่งกระเป๋าเงินที่รองรับ ENS ส่งมาได้`,
  problems: {
    empty: 'พิมพ์ชื่อที่คุณต้องการ',
    characters: 'ใช้ได้เฉพาะตัวอักษร ตัวเลข และขีดกลาง',
    tooShort: 'ชื่อต้องมีอย่างน้อย 4 ตัวอักษร',
    tooLong: 'ชื่อมีได้ไม่เกิน 63 ตัวอักษร',
  },
  checking: 'กำลังตรวจสอบ…',
  available: (name) => `${name} ว่างอยู่`,
  taken: (name) => `${name} ถูกใช้ไปแล้ว`,
  suggestionsTitle: 'ชื่อที่ว่างแทน',
  register: 'ลงทะเบียน',
  signing: 'ลงนามข้อความในกระเป๋าเงินของคุณ…',
  success: (name) => `${name} เป็นของคุณแล้ว กระเป๋าเงินที่อ่านชื่อ ENS ได้สามารถส่งมาที่ชื่อนี้`,
  done: 'กลับไปที่บัญชี',
}
