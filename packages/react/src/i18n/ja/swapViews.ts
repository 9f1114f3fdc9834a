import type { swapViews as english } from '../en/swapViews'
import { selectTokenList } from './selectTokenList'

/** Inside the swap views and the Account view's Swap button. */
export const swapViews: typeof english = {
  titles: {
    Swap: 'スワップ',
    SwapSelectToken: 'トークンを選択',
    SwapPreview: 'スワップ内容の確認',
  },
  swapButton: 'スワップ',
  youPay: '支払い',
  youReceive: '受取',
  amount: 'スワップする金額',
  max: '最大',
  maxLabel: '最大額',
  chooseToken: (side, symbol) =>
    `${side === 'from' ? '支払うトークン' : '受け取るトークン'}: ${symbol ?? '未選択'}`,
  selectToken: '選択',
  flip: 'トークンを入れ替える',
  balance: (amount, symbol) => `残高: ${amount} ${symbol}`,
  quoting: '最適な価格を取得中…',
  receiveAmount: (amount, symbol) => `${amount} ${symbol}`,
  priceImpact: '価格への影響',
  minimumReceived: '最低受取額',
  networkFee: 'ネットワーク手数料',
  slippage: (percent) => `スリッページ許容値: ${percent}%`,
  unknown: '不明',
  review: 'スワップ内容を確認',
  loadingTokens: 'スワップできるトークンを読み込み中…',
  problems: {
    empty: '金額を入力してください。',
    notANumber: '金額は 25 や 0.5 のように数字で入力してください。',
    tooManyDecimals: (symbol, decimals) => `${symbol} の小数点以下は最大 ${decimals} 桁です。`,
    zero: '0 より大きい金額を入力してください。',
    notEnough: (symbol) => `このスワップに必要な ${symbol} が足りません。`,
  },
  errors: {
    insufficientBalance: 'このスワップとネットワーク手数料に必要な残高が足りません。',
    insufficientLiquidity:
      'この金額をスワップするための流動性が不足しています。金額を減らすか、別のトークンをお試しください。',
    approvalPending:
      '承認がまだネットワークで確定していません。少し待ってからもう一度スワップしてください。スワップは行われていません。',
    priceMoved:
      '価格がスリッページ許容値を超えて変動したため、スワップは実行されませんでした。新しい見積もりを取得してもう一度お試しください。',
    rejected: 'ウォレットでリクエストを拒否しました。',
    networkNotSupported: 'このネットワークではスワップを利用できません。',
    unavailable: '現在、スワップサービスに接続できません。少し待ってからもう一度お試しください。',
    failed: '問題が発生しました。スワップは行われていません。',
  },
  select: { ...selectTokenList, suggested: 'おすすめのトークン' },
  preview: {
    step: (index, total) => `ステップ ${index}/${total}`,
    approve: (symbol) => `${symbol} を承認`,
    approveWhy: (amount, symbol) =>
      `まず、取引所が ${amount} ${symbol} ちょうどを使用することを許可してください。ウォレットで確認を求められます。`,
    swap: 'スワップ',
    checking: '承認状況を確認中…',
    retry: 'もう一度試す',
    requote: '新しい見積もりを取得',
    done: '完了',
    pending: 'ウォレットでリクエストを承認してください…',
    confirming: '取引の確定を待っています…',
    submitted:
      '取引は送信されましたが、まだ確定していません。確定するとアクティビティタブに表示されます。',
    approved: (symbol) => `${symbol} を承認しました。続いてスワップを承認してください。`,
    swapped: (paid, received) =>
      `スワップが完了しました: ${paid} → ${received}。残高が更新されました。`,
    rejectedApproval: 'ウォレットで承認を拒否しました。承認は行われていません。',
    rejectedSwap: 'ウォレットでスワップを拒否しました。スワップは行われていません。',
  },
}
