import type { AuthMailTexts } from '../authMailTexts'

export const texts: AuthMailTexts = {
  locale: 'ja',
  loginSubject: (otp) => `Latch のログインコード: ${otp}`,
  loginBody: (otp) => `Latch のログインコードは ${otp} です`,
  updatePrimarySubject: (otp) => `メールアドレス変更用の Latch コード: ${otp}`,
  updatePrimaryBody: (otp, newEmail) =>
    `Latch のメールアドレスを ${newEmail} に変更するには、${otp} を入力してください。`,
  updateSecondarySubject: (otp) => `このアドレスを確認するための Latch コード: ${otp}`,
  updateSecondaryBody: (otp) =>
    `このアドレスを Latch のメールアドレスにするには、${otp} を入力してください。`,
  exportSubject: (otp) => `秘密鍵エクスポート用の Latch コード: ${otp}`,
  exportBody: (otp) =>
    `ウォレットの秘密鍵を表示するには、${otp} を入力してください。このコードや秘密鍵は決して他人に教えないでください。`,
  minutes: { other: '{count} 分' },
  expiry: (minutes) => `有効期限は ${minutes}で、使用できるのは 1 回のみです。`,
  ignore:
    'お心当たりがない場合は、このメールを無視してください。コードがなければ何も起こりません。',
  deviceSubject: 'Latch で新しいデバイスを承認してください',
  deviceBody: (link, minutes) =>
    `このメールアドレスで、これまで使われたことのないデバイスから Latch へのサインインが行われています。\n\nご本人の場合は、${minutes}以内にこのリンクを開いてデバイスを承認し、アプリに戻ってください。ログインコードがメールで届きます。\n\n${link}\n\nお心当たりがない場合は、このメールを無視してください。デバイスは承認されません。`,
}
