import type { siwxViews as english } from '../en/siwxViews'

/** Inside the sign-in view (SIWX). */
export const siwxViews: typeof english = {
  titles: { SIWXSignMessage: 'サインイン' },
  heading: (app) => `${app} がサインインを求めています`,
  explanation:
    'このアカウントの所有者であることを証明するため、ウォレットでメッセージに署名してください。手数料はかからず、取引も送信されません。',
  account: 'アカウント',
  sign: '署名',
  signing: 'ウォレットの応答を待っています…',
  cancel: 'キャンセル',
}
