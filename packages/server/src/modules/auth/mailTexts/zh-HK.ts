import type { AuthMailTexts } from '../authMailTexts'

export const texts: AuthMailTexts = {
  locale: 'zh-HK',
  loginSubject: (otp) => `你的 Latch 登入驗證碼：${otp}`,
  loginBody: (otp) => `你的 Latch 登入驗證碼是 ${otp}`,
  updatePrimarySubject: (otp) => `用於更改電郵的 Latch 驗證碼：${otp}`,
  updatePrimaryBody: (otp, newEmail) =>
    `請輸入 ${otp}，確認將你的 Latch 電郵地址更改為 ${newEmail}。`,
  updateSecondarySubject: (otp) => `用於確認此地址的 Latch 驗證碼：${otp}`,
  updateSecondaryBody: (otp) => `請輸入 ${otp}，將此地址設為你的 Latch 電郵地址。`,
  exportSubject: (otp) => `用於匯出私鑰的 Latch 驗證碼：${otp}`,
  exportBody: (otp) => `請輸入 ${otp} 以顯示你錢包的私鑰。切勿將此驗證碼或私鑰告訴任何人。`,
  minutes: { other: '{count} 分鐘' },
  expiry: (minutes) => `驗證碼將於 ${minutes}後失效，並只可使用一次。`,
  ignore: '如果這不是你本人提出的要求，請忽略此電郵：沒有驗證碼，甚麼都不會發生。',
  deviceSubject: '在 Latch 批准你的新裝置',
  deviceBody: (link, minutes) =>
    `有人正在一部從未使用過的裝置上以此地址登入 Latch。\n\n如果是你本人，請在 ${minutes}內開啟此連結以批准該裝置，然後返回應用程式：登入驗證碼將以電郵發送給你。\n\n${link}\n\n如果不是你本人，請忽略此電郵：該裝置將維持未獲批准。`,
}
