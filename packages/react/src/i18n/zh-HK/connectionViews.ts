import type { connectionViews as english } from '../en/connectionViews'

/** Inside the connection views: the wallet list and the wait for the wallet's approval. */
export const connectionViews: typeof english = {
  titles: { Connect: '連接錢包', ConnectingExternal: '連接中' },
  walletsLabel: '錢包',
  recent: '最近使用',
  installed: '已安裝',
  noWallets: '找不到錢包。請安裝瀏覽器錢包擴充功能，然後重新載入此頁面。',
  continueIn: (wallet) => `在 ${wallet} 中繼續`,
  acceptRequest: '請在錢包中批准連接請求。',
  rejected: '連接請求已遭拒絕',
  failed: '連接失敗',
}
