import type { siwxViews as english } from '../en/siwxViews'

/** Inside the sign-in view (SIWX). */
export const siwxViews: typeof english = {
  titles: { SIWXSignMessage: 'Đăng nhập' },
  heading: (app) => `${app} muốn bạn đăng nhập`,
  explanation:
    'Ký một tin nhắn bằng ví để chứng minh bạn sở hữu tài khoản này. Việc này hoàn toàn miễn phí và không gửi giao dịch nào.',
  account: 'Tài khoản',
  sign: 'Ký',
  signing: 'Đang chờ ví của bạn…',
  cancel: 'Hủy',
}
