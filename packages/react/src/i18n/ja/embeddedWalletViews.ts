import type { embeddedWalletViews as english } from '../en/embeddedWalletViews'

/** Inside the embedded wallet's views: e-mail and social login. */
export const embeddedWalletViews: typeof english = {
  titles: {
    EmailLogin: 'メールアドレスで続行',
    EmailVerifyOtp: 'メールアドレスの確認',
    EmailVerifyDevice: 'このデバイスを承認',
    ConnectSocials: 'すべてのソーシャルログイン',
    ConnectingSocial: 'ポップアップで続行',
    UpdateEmailWallet: 'メールアドレスを変更',
    UpdateEmailPrimaryOtp: '現在のメールアドレスの確認',
    UpdateEmailSecondaryOtp: '新しいメールアドレスの確認',
  },
  emailLabel: 'メールアドレス',
  emailPlaceholder: 'メールアドレスを入力',
  continue: '続行',
  socialsLabel: 'ソーシャルログイン',
  continueWith: (provider) => `${provider} で続行`,
  moreSocials: 'その他のソーシャルログイン',
  codeSent: (email) => `${email} に送信したコードを入力してください`,
  codeLabel: 'コード',
  codeExpiry: 'コードの有効期限は 10 分です。',
  resend: 'コードを再送信',
  deviceSent: (email) =>
    `${email} にリンクを送信しました。いずれかのデバイスでリンクを開き、このブラウザを承認してください。`,
  deviceWaiting: '承認を待っています…',
  popupWaiting: (provider) => `ポップアップウィンドウで ${provider} にログインしてください。`,
  redirectWaiting: (provider) => `${provider} で続行中…`,
  popupBlocked: (provider) =>
    `ブラウザが${provider}のログインウィンドウをブロックしました。代わりにこのタブでログインし、あとでここに戻ってこられます。`,
  continueInThisTab: 'このタブで続ける',
  working: 'お待ちください…',
  changeEmail: 'メールアドレスを変更',
  exportKey: '秘密鍵をエクスポート',
  accountType: {
    eoa: 'アカウントの種類：EOA',
    smartAccount: 'アカウントの種類：スマートアカウント',
    notDeployed: '未デプロイ：最初のトランザクションでデプロイされます',
    deployed: 'デプロイ済み',
    switchToSmartAccount: 'スマートアカウントに切り替える',
    switchToEoa: 'EOAに切り替える',
  },
  newEmailLabel: '新しいメールアドレス',
  providers: {
    google: 'Google',
    github: 'GitHub',
    apple: 'Apple',
    facebook: 'Facebook',
    x: 'X',
    discord: 'Discord',
  },
}
