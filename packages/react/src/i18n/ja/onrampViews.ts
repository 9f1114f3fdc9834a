import type { onrampViews as english } from '../en/onrampViews'

/** Inside the on-ramp views and the Account view's Buy button. */
export const onrampViews: typeof english = {
  titles: { OnRampBuy: '購入', OnRampProviders: 'プロバイダーを選択', BuyInProgress: '購入中' },
  buyButton: '購入',
  loading: '購入できるものを読み込み中…',
  currency: '購入する通貨',
  paymentCurrency: '支払い通貨',
  paymentMethod: '支払い方法',
  methods: { card: 'カード', bank_account: '銀行口座' },
  amount: '金額',
  limits: (method, min, max, currency) => `${method}: ${min}〜${max} ${currency}`,
  defaultsNote:
    'プロバイダーのオプションを読み込めませんでした。標準のオプションを表示しています。',
  problems: {
    empty: '金額を入力してください。',
    invalid: '金額は小数点以下2桁までの数値で入力してください (例: 50、49.99)。',
    noMethod: 'この通貨ではこの支払い方法は利用できません。',
    belowMin: (min, currency, method) => `${method} で支払える最低金額は ${min} ${currency} です。`,
    aboveMax: (max, currency, method) => `${method} で支払える最高金額は ${max} ${currency} です。`,
  },
  noProviders: '現在、購入に利用できるプロバイダーはありません。',
  nothingOnThisNetwork: 'このネットワークのアカウントでは、ここで購入できるものはありません。',
  seeQuotes: '見積もりを見る',
  quoting: 'プロバイダーに見積もりを依頼中…',
  youGet: '受け取る金額',
  total: '合計',
  fees: '手数料',
  networkFee: 'ネットワーク手数料',
  sandbox: 'サンドボックス',
  sandboxNote: 'テスト支払いのみです。開発用チェーンに送られます。',
  estimate: '概算',
  estimateNote: (reason) =>
    `このプロバイダーから見積もりを取得できませんでした${reason ? ` (${reason})` : ''}。金額は概算のため、支払いはできません。`,
  buyWith: (provider, amount, currency) => `${provider} で ${amount} ${currency} を購入`,
  notPayable: '概算のみ: 支払いはできません',
  opening: '決済画面を開いています…',
  waiting: (provider) =>
    `${provider} のウィンドウで支払いを完了してください。この画面は自動で更新されます。`,
  success: (amount, currency) => `${amount} ${currency} を購入しました。残高が更新されました。`,
  failed: '購入は完了しませんでした。料金は請求されていません。',
  blocked:
    '決済ウィンドウを開けませんでした。このサイトのポップアップを許可して、もう一度お試しください。',
  retry: '再試行',
  done: '完了',
}
