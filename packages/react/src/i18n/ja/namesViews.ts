import type { namesViews as english } from '../en/namesViews'

/** Inside the names views and the Account view's Register name button. */
export const namesViews: typeof english = {
  titles: {
    RegisterAccountName: '名前を選択',
    RegisterAccountNameSuccess: '名前を登録しました',
  },
  registerButton: '名前を登録',
  label: '名前',
  hint: (zone) =>
    `${zone} でのあなたの名前です。ENS 対応のウォレットならこの名前宛てに送金できます。`,
  problems: {
    empty: '希望する名前を入力してください。',
    characters: '英字、数字、ハイフンのみ使用できます。',
    tooShort: '名前は 4 文字以上にしてください。',
    tooLong: '名前は 63 文字以内にしてください。',
  },
  checking: '確認中…',
  available: (name) => `${name} は利用できます。`,
  taken: (name) => `${name} はすでに使われています。`,
  suggestionsTitle: '代わりに利用できる名前',
  register: '登録',
  signing: 'ウォレットでメッセージに署名してください…',
  success: (name) =>
    `${name} があなたの名前になりました。ENS 名に対応したウォレットからこの名前宛てに送金できます。`,
  done: 'アカウントに戻る',
}
