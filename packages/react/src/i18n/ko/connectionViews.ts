import type { connectionViews as english } from '../en/connectionViews'

/** Inside the connection views: the wallet list and the wait for the wallet's approval. */
export const connectionViews: typeof english = {
  titles: { Connect: '지갑 연결', ConnectingExternal: '연결 중' },
  walletsLabel: '지갑',
  recent: '최근 사용',
  installed: '설치됨',
  noWallets:
    '지갑을 찾을 수 없습니다. 브라우저 지갑 확장 프로그램을 설치한 후 이 페이지를 새로고침하세요.',
  continueIn: (wallet) => `${wallet}에서 계속하기`,
  acceptRequest: '지갑에서 연결 요청을 승인하세요.',
  rejected: '연결 요청이 거부되었습니다',
  failed: '연결하지 못했습니다',
}
