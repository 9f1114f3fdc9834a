import type { walletConnectViews as english } from '../en/walletConnectViews'

/** Inside the WalletConnect views: the QR code and the wallet registry. */
export const walletConnectViews: typeof english = {
  titles: {
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    AllWallets: 'Tất cả ví',
  },
  scanWith: (wallet) => `Quét mã QR này bằng ${wallet}`,
  scanWithPhone: 'Quét mã QR này bằng ví trên điện thoại',
  qrLabel: 'Mã QR WalletConnect',
  preparing: 'Đang tạo mã QR…',
  continueIn: (wallet) => `Tiếp tục trong ${wallet}`,
  acceptInWallet: 'Hãy chấp nhận yêu cầu kết nối trong ví.',
  open: (wallet) => `Mở ${wallet}`,
  getWallet: (wallet) => `Chưa có? Tải ${wallet}`,
  copyLink: 'Sao chép liên kết',
  linkCopied: 'Đã sao chép liên kết',
  copyFailed: 'Không thể sao chép liên kết',
  rejected: 'Yêu cầu kết nối đã bị từ chối',
  failed: 'Kết nối không thành công',
  search: 'Tìm ví',
  walletsLabel: 'Ví',
  loadMore: 'Thêm ví',
  loading: 'Đang tải danh sách ví…',
  noResults: 'Không có ví nào khớp với tìm kiếm của bạn.',
  unavailable: 'Hiện không thể tải danh sách ví.',
  allWallets: 'Tất cả ví',
  walletConnect: 'WalletConnect',
}
