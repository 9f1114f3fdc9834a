import type { sendViews as english } from '../en/sendViews'
import { selectTokenList } from './selectTokenList'

/** Inside the send views and the Account view's Send button. */
export const sendViews: typeof english = {
  titles: { WalletSend: 'Gửi', WalletSendPreview: 'Xem lại giao dịch gửi' },
  sendButton: 'Gửi',
  token: 'Token',
  select: selectTokenList,
  recipient: 'Người nhận',
  recipientPlaceholder: 'Địa chỉ (0x…)',
  recipientPlaceholderWithNames: 'Địa chỉ (0x…) hoặc tên (ada.eth)',
  amount: 'Số lượng',
  max: 'Tối đa',
  maxLabel: 'Số lượng tối đa',
  balance: (amount, symbol) => `Số dư: ${amount} ${symbol}`,
  feeSpeed: {
    label: 'Tốc độ phí mạng',
    slow: 'Chậm',
    normal: 'Bình thường',
    fast: 'Nhanh',
  },
  continue: 'Tiếp tục',
  loadingTokens: 'Đang tải token của bạn…',
  problems: {
    noToken: 'Chưa có gì để gửi trên mạng này.',
    noRecipient: 'Nhập địa chỉ bạn muốn gửi đến.',
    invalidRecipient: (network) => `Đây không phải là địa chỉ trên ${network}.`,
    namesNotSupported: 'Mạng này chưa hỗ trợ tên. Hãy nhập địa chỉ bạn muốn gửi đến.',
    badChecksum: (checksummed) =>
      `Địa chỉ này có vẻ bị nhập sai: các chữ in hoa không khớp. Hãy kiểm tra lại với người nhận. Dạng đúng sẽ là ${checksummed}.`,
    empty: 'Nhập số lượng.',
    notANumber: 'Nhập số lượng dưới dạng số, ví dụ 25 hoặc 0.5.',
    tooManyDecimals: (symbol, decimals) => `${symbol} có tối đa ${decimals} chữ số thập phân.`,
    zero: 'Nhập số lượng lớn hơn 0.',
    insufficientBalance: (symbol, native) =>
      native
        ? `Bạn không đủ ${symbol} để gửi số lượng này và trả phí mạng.`
        : `Bạn không đủ ${symbol} để gửi số lượng này.`,
  },
  names: {
    resolving: (name) => `Đang tra cứu ${name}…`,
    resolved: (name, address) => `${name} là ${address}.`,
    notFound: (name) => `Không tìm thấy địa chỉ cho ${name}`,
    invalid: (name) => `${name} không phải là tên hợp lệ.`,
  },
  warnings: {
    notChecksummed: (checksummed) =>
      `Địa chỉ này chưa ở dạng checksum. Giao dịch sẽ được gửi đến ${checksummed}.`,
    self: 'Đây là địa chỉ của chính bạn: bạn đang gửi cho chính mình.',
  },
  preview: {
    sending: 'Bạn gửi',
    to: 'Đến',
    network: 'Mạng',
    fee: 'Phí mạng',
    feeSpeed: 'Tốc độ phí',
    total: 'Tổng cộng',
    estimating: 'Đang ước tính…',
    feeUnavailable: 'Không thể ước tính',
    unknownTotal: 'Không xác định (không có giá)',
    send: 'Gửi',
    retry: 'Thử lại',
    pending: 'Hãy xác nhận giao dịch trong ví của bạn…',
    rejected: 'Bạn đã từ chối yêu cầu trong ví. Chưa có gì được gửi.',
    failed: (reason) => `Không thể gửi giao dịch: ${reason}`,
  },
}
