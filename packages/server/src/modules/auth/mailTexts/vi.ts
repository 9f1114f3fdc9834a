import type { AuthMailTexts } from '../authMailTexts'

export const texts: AuthMailTexts = {
  locale: 'vi',
  loginSubject: (otp) => `Mã đăng nhập Latch của bạn: ${otp}`,
  loginBody: (otp) => `Mã đăng nhập Latch của bạn là ${otp}`,
  updatePrimarySubject: (otp) => `Mã Latch để đổi email của bạn: ${otp}`,
  updatePrimaryBody: (otp, newEmail) =>
    `Nhập ${otp} để xác nhận đổi địa chỉ email Latch của bạn thành ${newEmail}.`,
  updateSecondarySubject: (otp) => `Mã Latch để xác nhận địa chỉ này: ${otp}`,
  updateSecondaryBody: (otp) => `Nhập ${otp} để dùng địa chỉ này làm email Latch của bạn.`,
  exportSubject: (otp) => `Mã Latch để xuất khóa của bạn: ${otp}`,
  exportBody: (otp) =>
    `Nhập ${otp} để hiển thị khóa riêng tư của ví. Tuyệt đối không đưa mã này hoặc khóa cho bất kỳ ai.`,
  minutes: { other: '{count} phút' },
  expiry: (minutes) => `Mã hết hạn sau ${minutes} và chỉ dùng được một lần.`,
  ignore:
    'Nếu bạn không yêu cầu mã này, hãy bỏ qua email này: không có mã thì sẽ không có gì xảy ra.',
  deviceSubject: 'Phê duyệt thiết bị mới của bạn cho Latch',
  deviceBody: (link, minutes) =>
    `Có người đang đăng nhập Latch bằng địa chỉ này trên một thiết bị chưa từng được sử dụng.\n\nNếu đó là bạn, hãy mở liên kết này trong vòng ${minutes} để phê duyệt thiết bị, rồi quay lại ứng dụng: mã đăng nhập sẽ được gửi qua email.\n\n${link}\n\nNếu không phải bạn, hãy bỏ qua email này: thiết bị sẽ không được phê duyệt.`,
}
