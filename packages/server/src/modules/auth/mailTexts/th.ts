import type { AuthMailTexts } from '../authMailTexts'

export const texts: AuthMailTexts = {
  locale: 'th',
  loginSubject: (otp) => `รหัสเข้าสู่ระบบ Latch ของคุณ: ${otp}`,
  loginBody: (otp) => `รหัสเข้าสู่ระบบ Latch ของคุณคือ ${otp}`,
  updatePrimarySubject: (otp) => `รหัส Latch สำหรับเปลี่ยนอีเมลของคุณ: ${otp}`,
  updatePrimaryBody: (otp, newEmail) => `ป้อน ${otp} เพื่อยืนยันการเปลี่ยนอีเมล Latch ของคุณเป็น ${newEmail}`,
  updateSecondarySubject: (otp) => `รหัส Latch สำหรับยืนยันที่อยู่นี้: ${otp}`,
  updateSecondaryBody: (otp) => `ป้อน ${otp} เพื่อใช้ที่อยู่นี้เป็นอีเมล Latch ของคุณ`,
  exportSubject: (otp) => `รหัส Latch สำหรับส่งออกคีย์ของคุณ: ${otp}`,
  exportBody: (otp) => `ป้อน ${otp} เพื่อแสดงคีย์ส่วนตัวของกระเป๋าเงินคุณ ห้ามให้รหัสนี้หรือคีย์แก่ผู้อื่นโดยเด็ดขาด`,
  minutes: { other: '{count} นาที' },
  expiry: (minutes) => `รหัสนี้จะหมดอายุใน ${minutes} และใช้ได้เพียงครั้งเดียว`,
  ignore: 'หากคุณไม่ได้ขอรหัสนี้ โปรดละเว้นอีเมลนี้ หากไม่มีรหัสก็จะไม่มีอะไรเกิดขึ้น',
  deviceSubject: 'อนุมัติอุปกรณ์ใหม่ของคุณสำหรับ Latch',
  deviceBody: (link, minutes) =>
    `มีผู้กำลังลงชื่อเข้าใช้ Latch ด้วยที่อยู่นี้บนอุปกรณ์ที่ไม่เคยใช้มาก่อน\n\nหากเป็นคุณ โปรดเปิดลิงก์นี้ภายใน ${minutes} เพื่ออนุมัติอุปกรณ์ แล้วกลับไปที่แอป รหัสเข้าสู่ระบบจะส่งถึงคุณทางอีเมล\n\n${link}\n\nหากไม่ใช่คุณ โปรดละเว้นอีเมลนี้ อุปกรณ์จะยังไม่ได้รับการอนุมัติ`,
}
