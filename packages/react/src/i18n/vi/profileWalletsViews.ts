import type { profileWalletsViews as english } from '../en/profileWalletsViews'

/** Inside ProfileWallets and the Account view's entry to it. */
export const profileWalletsViews: typeof english = {
  titles: { ProfileWallets: 'Ví' },
  entry: (count) => `${count} ví`,
  entryLabel: 'Quản lý ví',
  tabsLabel: 'Không gian tên',
  listLabel: 'Các kết nối của bạn',
  status: { active: 'Đang dùng', connected: 'Đã kết nối', disconnected: 'Đã ngắt kết nối' },
  switchTo: (name) => `Chuyển sang ${name}`,
  disconnect: (name) => `Ngắt kết nối ${name}`,
  switchButton: 'Chuyển',
  disconnectButton: 'Ngắt kết nối',
  addWallet: 'Thêm ví',
  disconnectAll: 'Ngắt kết nối tất cả',
  balance: 'Số dư',
  none: 'Chưa có ví nào được kết nối tại đây.',
}
