import type { walletConnectViews as english } from '../en/walletConnectViews'

/** Inside the WalletConnect views: the QR code and the wallet registry. */
export const walletConnectViews: typeof english = {
  titles: {
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    AllWallets: '모든 지갑',
  },
  scanWith: (wallet) => `${wallet}(으)로 이 QR 코드를 스캔하세요`,
  scanWithPhone: '모바일 지갑으로 이 QR 코드를 스캔하세요',
  qrLabel: 'WalletConnect QR 코드',
  preparing: 'QR 코드를 준비하는 중…',
  continueIn: (wallet) => `${wallet}에서 계속하기`,
  acceptInWallet: '지갑에서 연결 요청을 승인하세요.',
  open: (wallet) => `${wallet} 열기`,
  getWallet: (wallet) => `없으신가요? ${wallet} 받기`,
  copyLink: '링크 복사',
  linkCopied: '링크가 복사되었습니다',
  copyFailed: '링크를 복사하지 못했습니다',
  rejected: '연결 요청이 거부되었습니다',
  failed: '연결하지 못했습니다',
  search: '지갑 검색',
  walletsLabel: '지갑',
  loadMore: '지갑 더 보기',
  loading: '지갑을 불러오는 중…',
  noResults: '검색과 일치하는 지갑이 없습니다.',
  unavailable: '지금은 지갑 목록을 불러올 수 없습니다.',
  allWallets: '모든 지갑',
  walletConnect: 'WalletConnect',
}
