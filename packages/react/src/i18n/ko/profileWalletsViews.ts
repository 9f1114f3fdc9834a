import type { profileWalletsViews as english } from '../en/profileWalletsViews'

/** Inside ProfileWallets and the Account view's entry to it. */
export const profileWalletsViews: typeof english = {
  titles: { ProfileWallets: '지갑' },
  entry: (count) => `지갑 ${count}개`,
  entryLabel: '지갑 관리',
  tabsLabel: '네임스페이스',
  listLabel: '내 연결',
  status: { active: '사용 중', connected: '연결됨', disconnected: '연결 해제됨' },
  switchTo: (name) => `${name}(으)로 전환`,
  disconnect: (name) => `${name} 연결 해제`,
  switchButton: '전환',
  disconnectButton: '연결 해제',
  addWallet: '지갑 추가',
  disconnectAll: '모두 연결 해제',
  balance: '잔액',
  none: '아직 연결된 지갑이 없습니다.',
}
