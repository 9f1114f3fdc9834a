import type { onrampViews as english } from '../en/onrampViews'

/** Inside the on-ramp views and the Account view's Buy button. */
export const onrampViews: typeof english = {
  titles: { OnRampBuy: 'Mua', OnRampProviders: 'Chọn nhà cung cấp', BuyInProgress: 'Đang mua' },
  buyButton: 'Mua',
  loading: 'Đang tải những gì bạn có thể mua…',
  currency: 'Tiền mã hóa cần mua',
  paymentCurrency: 'Thanh toán bằng',
  paymentMethod: 'Phương thức thanh toán',
  methods: { card: 'Thẻ', bank_account: 'Tài khoản ngân hàng' },
  amount: 'Số tiền',
  limits: (method, min, max, currency) => `${method}: từ ${min} đến ${max} ${currency}`,
  defaultsNote: 'Không thể tải các tùy chọn của nhà cung cấp: đây là các tùy chọn mặc định.',
  problems: {
    empty: 'Nhập số tiền.',
    invalid: 'Nhập số tiền dưới dạng số, có tối đa hai chữ số thập phân, ví dụ 50 hoặc 49.99.',
    noMethod: 'Phương thức thanh toán này không áp dụng cho loại tiền này.',
    belowMin: (min, currency, method) =>
      `Số tiền tối thiểu khi thanh toán bằng ${method} là ${min} ${currency}.`,
    aboveMax: (max, currency, method) =>
      `Số tiền tối đa khi thanh toán bằng ${method} là ${max} ${currency}.`,
  },
  noProviders: 'Hiện không có nhà cung cấp nào để mua.',
  nothingOnThisNetwork: 'Tại đây không thể mua gì cho tài khoản trên mạng này.',
  seeQuotes: 'Xem báo giá',
  quoting: 'Đang lấy báo giá từ các nhà cung cấp…',
  youGet: 'Bạn nhận',
  total: 'Tổng cộng',
  fees: 'Phí',
  networkFee: 'Phí mạng',
  sandbox: 'Môi trường thử nghiệm',
  sandboxNote: 'Chỉ dùng cho thanh toán thử: chi trả trên chuỗi phát triển.',
  estimate: 'Ước tính',
  estimateNote: (reason) =>
    `Nhà cung cấp này không đưa ra báo giá${reason ? ` (${reason})` : ''}: các số tiền chỉ là ước tính và không thể thanh toán.`,
  buyWith: (provider, amount, currency) => `Mua ${amount} ${currency} qua ${provider}`,
  notPayable: 'Chỉ là ước tính: không thể thanh toán',
  opening: 'Đang mở trang thanh toán…',
  waiting: (provider) => `Hoàn tất thanh toán trong cửa sổ ${provider}. Trang này sẽ tự cập nhật.`,
  success: (amount, currency) => `Đã mua ${amount} ${currency}. Số dư của bạn đã được cập nhật.`,
  failed: 'Giao dịch mua không thành công: bạn chưa bị trừ tiền.',
  blocked:
    'Không thể mở cửa sổ thanh toán. Hãy cho phép cửa sổ bật lên trên trang này rồi thử lại.',
  retry: 'Thử lại',
  done: 'Xong',
}
