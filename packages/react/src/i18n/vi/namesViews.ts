import type { namesViews as english } from '../en/namesViews'

/** Inside the names views and the Account view's Register name button. */
export const namesViews: typeof english = {
  titles: {
    RegisterAccountName: 'Chọn tên của bạn',
    RegisterAccountNameSuccess: 'Đã đăng ký tên',
  },
  registerButton: 'Đăng ký tên',
  label: 'Tên',
  hint: (zone) => `Tên của bạn trong ${zone}, mọi ví hỗ trợ ENS đều có thể gửi đến tên này.`,
  problems: {
    empty: 'Nhập tên bạn muốn.',
    characters: 'Chỉ dùng chữ cái, chữ số và dấu gạch ngang.',
    tooShort: 'Tên phải có ít nhất 4 ký tự.',
    tooLong: 'Tên có tối đa 63 ký tự.',
  },
  checking: 'Đang kiểm tra…',
  available: (name) => `${name} vẫn còn trống.`,
  taken: (name) => `${name} đã có người đăng ký.`,
  suggestionsTitle: 'Các tên còn trống khác',
  register: 'Đăng ký',
  signing: 'Hãy ký tin nhắn trong ví của bạn…',
  success: (name) => `${name} giờ là của bạn. Các ví đọc được tên ENS có thể gửi đến tên này.`,
  done: 'Quay lại tài khoản',
}
