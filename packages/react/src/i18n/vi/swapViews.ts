import type { swapViews as english } from '../en/swapViews'
import { selectTokenList } from './selectTokenList'

/** Inside the swap views and the Account view's Swap button. */
export const swapViews: typeof english = {
  titles: {
    Swap: 'Hoán đổi',
    SwapSelectToken: 'Chọn token',
    SwapPreview: 'Xem lại giao dịch hoán đổi',
  },
  swapButton: 'Hoán đổi',
  youPay: 'Bạn trả',
  youReceive: 'Bạn nhận',
  amount: 'Số lượng cần hoán đổi',
  max: 'Tối đa',
  maxLabel: 'Số lượng tối đa',
  chooseToken: (side, symbol) =>
    `${side === 'from' ? 'Token dùng để trả' : 'Token sẽ nhận'}: ${symbol ?? 'chưa chọn'}`,
  selectToken: 'Chọn',
  flip: 'Đảo chiều token',
  balance: (amount, symbol) => `Số dư: ${amount} ${symbol}`,
  quoting: 'Đang tìm giá tốt nhất…',
  receiveAmount: (amount, symbol) => `${amount} ${symbol}`,
  priceImpact: 'Tác động giá',
  minimumReceived: 'Nhận tối thiểu',
  networkFee: 'Phí mạng',
  slippage: (percent) => `Mức trượt giá cho phép: ${percent}%`,
  unknown: 'Không xác định',
  review: 'Xem lại giao dịch hoán đổi',
  loadingTokens: 'Đang tải các token có thể hoán đổi…',
  problems: {
    empty: 'Nhập số lượng.',
    notANumber: 'Nhập số lượng dưới dạng số, ví dụ 25 hoặc 0.5.',
    tooManyDecimals: (symbol, decimals) => `${symbol} có tối đa ${decimals} chữ số thập phân.`,
    zero: 'Nhập số lượng lớn hơn 0.',
    notEnough: (symbol) => `Bạn không đủ ${symbol} cho giao dịch hoán đổi này.`,
  },
  errors: {
    insufficientBalance: 'Số dư của bạn không đủ cho giao dịch hoán đổi này và phí mạng của nó.',
    insufficientLiquidity:
      'Không đủ thanh khoản để hoán đổi số lượng này. Hãy thử số lượng nhỏ hơn hoặc token khác.',
    approvalPending:
      'Phê duyệt của bạn chưa được xác nhận trên mạng. Hãy thử hoán đổi lại sau giây lát; chưa có gì được hoán đổi.',
    priceMoved:
      'Giá đã biến động vượt quá mức trượt giá cho phép nên giao dịch hoán đổi không thực hiện được và chưa có gì được hoán đổi. Hãy lấy báo giá mới để thử lại.',
    rejected: 'Bạn đã từ chối yêu cầu trong ví.',
    networkNotSupported: 'Không thể hoán đổi trên mạng này.',
    unavailable: 'Hiện không thể kết nối với dịch vụ hoán đổi. Hãy thử lại sau giây lát.',
    failed: 'Đã xảy ra lỗi. Chưa có gì được hoán đổi.',
  },
  select: { ...selectTokenList, suggested: 'Token đề xuất' },
  preview: {
    step: (index, total) => `Bước ${index}/${total}`,
    approve: (symbol) => `Phê duyệt ${symbol}`,
    approveWhy: (amount, symbol) =>
      `Trước tiên, hãy cho phép sàn giao dịch sử dụng đúng ${amount} ${symbol}. Ví của bạn sẽ yêu cầu bạn xác nhận.`,
    swap: 'Hoán đổi',
    checking: 'Đang kiểm tra phê duyệt của bạn…',
    retry: 'Thử lại',
    requote: 'Lấy báo giá mới',
    done: 'Xong',
    pending: 'Hãy xác nhận yêu cầu trong ví của bạn…',
    confirming: 'Đang chờ giao dịch được xác nhận…',
    submitted:
      'Giao dịch đã được gửi nhưng chưa được xác nhận. Thẻ Hoạt động sẽ hiển thị giao dịch khi được xác nhận.',
    approved: (symbol) => `Đã phê duyệt ${symbol}. Giờ hãy xác nhận giao dịch hoán đổi.`,
    swapped: (paid, received) =>
      `Hoán đổi hoàn tất: ${paid} lấy ${received}. Số dư của bạn đã được cập nhật.`,
    rejectedApproval: 'Bạn đã từ chối phê duyệt trong ví. Chưa có gì được phê duyệt.',
    rejectedSwap: 'Bạn đã từ chối giao dịch hoán đổi trong ví. Chưa có gì được hoán đổi.',
  },
}
