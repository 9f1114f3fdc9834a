import type { sendViews as english } from '../en/sendViews'
import { selectTokenList } from './selectTokenList'

/** Inside the send views and the Account view's Send button. */
export const sendViews: typeof english = {
  titles: { WalletSend: '發送', WalletSendPreview: '確認發送' },
  sendButton: '發送',
  token: '代幣',
  select: selectTokenList,
  recipient: '收款地址',
  recipientPlaceholder: '地址 (0x…)',
  recipientPlaceholderWithNames: '地址 (0x…) 或域名 (ada.eth)',
  amount: '數量',
  max: '最大',
  maxLabel: '最大數量',
  balance: (amount, symbol) => `餘額：${amount} ${symbol}`,
  feeSpeed: {
    label: '網絡手續費速度',
    slow: '慢',
    normal: '一般',
    fast: '快',
  },
  continue: '繼續',
  loadingTokens: '正在載入你的代幣…',
  problems: {
    noToken: '此網絡上目前沒有可發送的資產。',
    noRecipient: '請輸入收款地址。',
    invalidRecipient: (network) => `這不是 ${network} 上的地址。`,
    namesNotSupported: '此網絡尚不支援域名。請輸入收款地址。',
    badChecksum: (checksummed) =>
      `此地址可能輸入錯誤：大小寫不一致。請向收款人確認。正確的格式應為 ${checksummed}。`,
    empty: '請輸入數量。',
    notANumber: '請以數字輸入數量，例如 25 或 0.5。',
    tooManyDecimals: (symbol, decimals) => `${symbol} 最多只能有 ${decimals} 位小數。`,
    zero: '請輸入大於零的數量。',
    insufficientBalance: (symbol, native) =>
      native
        ? `${symbol} 不足，無法發送此數量並支付網絡手續費。`
        : `${symbol} 不足，無法發送此數量。`,
  },
  names: {
    resolving: (name) => `正在查詢 ${name}…`,
    resolved: (name, address) => `${name} 的地址是 ${address}。`,
    notFound: (name) => `找不到 ${name} 的地址`,
    invalid: (name) => `${name} 不是有效的域名。`,
  },
  warnings: {
    notChecksummed: (checksummed) => `此地址未採用校驗碼格式，將發送至 ${checksummed}。`,
    self: '這是你自己的地址：你正在發送給自己。',
  },
  preview: {
    sending: '發送數量',
    to: '收款地址',
    network: '網絡',
    fee: '網絡手續費',
    feeSpeed: '手續費速度',
    total: '總計',
    estimating: '正在估算…',
    feeUnavailable: '無法估算',
    unknownTotal: '未知（無價格）',
    send: '發送',
    retry: '再試一次',
    pending: '請在錢包中確認交易…',
    rejected: '你已在錢包中拒絕請求，沒有發送任何資產。',
    failed: (reason) => `無法發送交易：${reason}`,
  },
}
