import type { connectionViews as english } from '../en/connectionViews'

/** Inside the connection views: the wallet list and the wait for the wallet's approval. */
export const connectionViews: typeof english = {
  titles: { Connect: 'Kết nối ví', ConnectingExternal: 'Đang kết nối' },
  walletsLabel: 'Ví',
  recent: 'Gần đây',
  installed: 'Đã cài đặt',
  noWallets:
    'Không tìm thấy ví nào. Hãy cài đặt tiện ích ví cho trình duyệt, sau đó tải lại trang này.',
  continueIn: (wallet) => `Tiếp tục trong ${wallet}`,
  acceptRequest: 'Hãy chấp nhận yêu cầu kết nối trong ví của bạn.',
  rejected: 'Yêu cầu kết nối đã bị từ chối',
  failed: 'Kết nối không thành công',
}
