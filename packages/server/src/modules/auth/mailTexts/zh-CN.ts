import type { AuthMailTexts } from '../authMailTexts'

export const texts: AuthMailTexts = {
  locale: 'zh-CN',
  loginSubject: (otp) => `你的 Latch 登录验证码：${otp}`,
  loginBody: (otp) => `你的 Latch 登录验证码是 ${otp}`,
  updatePrimarySubject: (otp) => `用于更改邮箱的 Latch 验证码：${otp}`,
  updatePrimaryBody: (otp, newEmail) => `请输入 ${otp}，确认将你的 Latch 邮箱更改为 ${newEmail}。`,
  updateSecondarySubject: (otp) => `用于确认此地址的 Latch 验证码：${otp}`,
  updateSecondaryBody: (otp) => `请输入 ${otp}，将此地址设为你的 Latch 邮箱。`,
  exportSubject: (otp) => `用于导出私钥的 Latch 验证码：${otp}`,
  exportBody: (otp) => `请输入 ${otp} 以显示你钱包的私钥。切勿将此验证码或私钥告诉任何人。`,
  minutes: { other: '{count} 分钟' },
  expiry: (minutes) => `验证码将在 ${minutes}后失效，且只能使用一次。`,
  ignore: '如果这不是你本人的请求，请忽略此邮件：没有验证码，什么都不会发生。',
  deviceSubject: '在 Latch 上授权你的新设备',
  deviceBody: (link, minutes) =>
    `有人正在一台从未使用过的设备上用此地址登录 Latch。\n\n如果是你本人，请在 ${minutes}内打开此链接以授权该设备，然后返回应用：登录验证码将通过邮件发送给你。\n\n${link}\n\n如果不是你本人，请忽略此邮件：该设备将保持未授权状态。`,
}
