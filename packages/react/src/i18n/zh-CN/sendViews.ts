import type { sendViews as english } from '../en/sendViews'
import { selectTokenList } from './selectTokenList'

/** Inside the send views and the Account view's Send button. */
export const sendViews: typeof english = {
  titles: { WalletSend: '发送', WalletSendPreview: '确认发送' },
  sendButton: '发送',
  token: '代币',
  select: selectTokenList,
  recipient: '接收地址',
  recipientPlaceholder: '地址 (0x…)',
  recipientPlaceholderWithNames: '地址 (0x…) 或域名 (ada.eth)',
  amount: '数量',
  max: '最大',
  maxLabel: '最大数量',
  balance: (amount, symbol) => `余额：${amount} ${symbol}`,
  feeSpeed: {
    label: '网络费用速度',
    slow: '慢',
    normal: '标准',
    fast: '快',
  },
  continue: '继续',
  loadingTokens: '正在加载你的代币…',
  problems: {
    noToken: '此网络上暂无可发送的资产。',
    noRecipient: '请输入接收地址。',
    invalidRecipient: (network) => `这不是 ${network} 上的地址。`,
    namesNotSupported: '此网络暂不支持域名。请输入接收地址。',
    badChecksum: (checksummed) =>
      `此地址可能输入有误：大小写不匹配。请与收款人核对。正确的格式应为 ${checksummed}。`,
    empty: '请输入数量。',
    notANumber: '请输入数字，例如 25 或 0.5。',
    tooManyDecimals: (symbol, decimals) => `${symbol} 最多支持 ${decimals} 位小数。`,
    zero: '请输入大于零的数量。',
    insufficientBalance: (symbol, native) =>
      native
        ? `${symbol} 不足，无法发送此数量并支付网络费用。`
        : `${symbol} 不足，无法发送此数量。`,
  },
  names: {
    resolving: (name) => `正在查找 ${name}…`,
    resolved: (name, address) => `${name} 的地址是 ${address}。`,
    notFound: (name) => `未找到 ${name} 对应的地址`,
    invalid: (name) => `${name} 不是有效的域名。`,
  },
  warnings: {
    notChecksummed: (checksummed) => `此地址未经校验和格式化，将发送到 ${checksummed}。`,
    self: '这是你自己的地址：你正在发送给自己。',
  },
  preview: {
    sending: '发送数量',
    to: '接收地址',
    network: '网络',
    fee: '网络费用',
    feeSpeed: '费用速度',
    total: '总计',
    estimating: '正在估算…',
    feeUnavailable: '无法估算',
    unknownTotal: '未知（无价格）',
    send: '发送',
    retry: '重试',
    pending: '请在钱包中确认交易…',
    rejected: '你在钱包中拒绝了请求，未发送任何资产。',
    failed: (reason) => `交易发送失败：${reason}`,
  },
}
