import type { swapViews as english } from '../en/swapViews'
import { selectTokenList } from './selectTokenList'

/** Inside the swap views and the Account view's Swap button. */
export const swapViews: typeof english = {
  titles: { Swap: '兌換', SwapSelectToken: '選擇代幣', SwapPreview: '確認兌換' },
  swapButton: '兌換',
  youPay: '你支付',
  youReceive: '你收到',
  amount: '兌換數量',
  max: '最大',
  maxLabel: '最大數量',
  chooseToken: (side, symbol) =>
    `${side === 'from' ? '支付的代幣' : '收到的代幣'}：${symbol ?? '尚未選擇'}`,
  selectToken: '選擇',
  flip: '對調代幣',
  balance: (amount, symbol) => `餘額：${amount} ${symbol}`,
  quoting: '正在取得最佳價格…',
  receiveAmount: (amount, symbol) => `${amount} ${symbol}`,
  priceImpact: '價格影響',
  minimumReceived: '最少收到',
  networkFee: '網路手續費',
  slippage: (percent) => `滑價容許度：${percent}%`,
  unknown: '未知',
  review: '確認兌換',
  loadingTokens: '正在載入可兌換的代幣…',
  problems: {
    empty: '請輸入數量。',
    notANumber: '請以數字輸入數量，例如 25 或 0.5。',
    tooManyDecimals: (symbol, decimals) => `${symbol} 最多只能有 ${decimals} 位小數。`,
    zero: '請輸入大於零的數量。',
    notEnough: (symbol) => `${symbol} 不足，無法完成這筆兌換。`,
  },
  errors: {
    insufficientBalance: '餘額不足，無法支付這筆兌換及其網路手續費。',
    insufficientLiquidity: '流動性不足，無法兌換此數量。請嘗試較小的數量或其他代幣。',
    approvalPending: '你的授權尚未在網路上確認。請稍後再試一次兌換，目前沒有兌換任何資產。',
    priceMoved:
      '價格變動超出你的滑價容許度，因此兌換未完成，沒有兌換任何資產。請取得新報價後再試一次。',
    rejected: '你已在錢包中拒絕要求。',
    networkNotSupported: '此網路不支援兌換。',
    unavailable: '目前無法連線至兌換服務，請稍後再試。',
    failed: '發生錯誤，沒有兌換任何資產。',
  },
  select: { ...selectTokenList, suggested: '推薦代幣' },
  preview: {
    step: (index, total) => `第 ${index} 步，共 ${total} 步`,
    approve: (symbol) => `授權 ${symbol}`,
    approveWhy: (amount, symbol) =>
      `請先授權交易所動用剛好 ${amount} ${symbol}。你的錢包會請你確認。`,
    swap: '兌換',
    checking: '正在檢查你的授權…',
    retry: '再試一次',
    requote: '取得新報價',
    done: '完成',
    pending: '請在錢包中確認要求…',
    confirming: '正在等待交易確認…',
    submitted: '交易已送出，但尚未確認。確認後會顯示在「活動」分頁中。',
    approved: (symbol) => `已授權 ${symbol}。請確認兌換。`,
    swapped: (paid, received) => `兌換完成：以 ${paid} 換得 ${received}。餘額已更新。`,
    rejectedApproval: '你已在錢包中拒絕授權，沒有授權任何資產。',
    rejectedSwap: '你已在錢包中拒絕兌換，沒有兌換任何資產。',
  },
}
