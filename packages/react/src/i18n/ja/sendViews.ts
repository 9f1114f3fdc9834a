import type { sendViews as english } from '../en/sendViews'
import { selectTokenList } from './selectTokenList'

/** Inside the send views and the Account view's Send button. */
export const sendViews: typeof english = {
  titles: { WalletSend: '送金', WalletSendPreview: '送金内容の確認' },
  sendButton: '送金',
  token: 'トークン',
  select: selectTokenList,
  recipient: '送金先',
  recipientPlaceholder: 'アドレス (0x…)',
  recipientPlaceholderWithNames: 'アドレス (0x…) または名前 (ada.eth)',
  amount: '金額',
  max: '最大',
  maxLabel: '最大額',
  balance: (amount, symbol) => `残高: ${amount} ${symbol}`,
  feeSpeed: {
    label: 'ネットワーク手数料の速度',
    slow: '低速',
    normal: '標準',
    fast: '高速',
  },
  continue: '続行',
  loadingTokens: 'トークンを読み込み中…',
  problems: {
    noToken: 'このネットワークにはまだ送金できるものがありません。',
    noRecipient: '送金先のアドレスを入力してください。',
    invalidRecipient: (network) => `${network} のアドレスではありません。`,
    namesNotSupported:
      'このネットワークでは名前はまだ使えません。送金先のアドレスを入力してください。',
    badChecksum: (checksummed) =>
      `アドレスの入力ミスの可能性があります。大文字と小文字が一致しません。受取人に確認してください。正しい形式は ${checksummed} です。`,
    empty: '金額を入力してください。',
    notANumber: '金額は 25 や 0.5 のように数字で入力してください。',
    tooManyDecimals: (symbol, decimals) => `${symbol} の小数点以下は最大 ${decimals} 桁です。`,
    zero: '0 より大きい金額を入力してください。',
    insufficientBalance: (symbol, native) =>
      native
        ? `この金額を送金してネットワーク手数料を支払うための ${symbol} が足りません。`
        : `この金額を送金するための ${symbol} が足りません。`,
  },
  names: {
    resolving: (name) => `${name} を検索中…`,
    resolved: (name, address) => `${name} のアドレスは ${address} です。`,
    notFound: (name) => `${name} のアドレスが見つかりません`,
    invalid: (name) => `${name} は有効な名前ではありません。`,
  },
  warnings: {
    notChecksummed: (checksummed) =>
      `このアドレスにはチェックサムがありません。${checksummed} に送金されます。`,
    self: 'これはご自身のアドレスです。自分宛てに送金しようとしています。',
  },
  preview: {
    sending: '送金額',
    to: '送金先',
    network: 'ネットワーク',
    fee: 'ネットワーク手数料',
    feeSpeed: '手数料の速度',
    total: '合計',
    estimating: '見積もり中…',
    feeUnavailable: '見積もれませんでした',
    unknownTotal: '不明 (価格なし)',
    send: '送金',
    retry: 'もう一度試す',
    pending: 'ウォレットで取引を承認してください…',
    rejected: 'ウォレットでリクエストを拒否しました。送金は行われていません。',
    failed: (reason) => `取引を送信できませんでした: ${reason}`,
  },
}
