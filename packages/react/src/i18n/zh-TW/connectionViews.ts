import type { connectionViews as english } from '../en/connectionViews'

/** Inside the connection views: the wallet list and the wait for the wallet's approval. */
export const connectionViews: typeof english = {
  titles: { Connect: '連結錢包', ConnectingExternal: '連結中' },
  walletsLabel: '錢包',
  recent: '最近使用',
  installed: '已安裝',
  noWallets: '找不到錢包。請安裝瀏覽器錢包擴充功能，然後重新整理此頁面。',
  continueIn: (wallet) => `在 ${wallet} 中繼續`,
  acceptRequest: '請在錢包中核准連結要求。',
  rejected: '連結要求已遭拒絕',
  failed: '連結失敗',
}
