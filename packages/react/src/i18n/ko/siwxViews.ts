import type { siwxViews as english } from '../en/siwxViews'

/** Inside the sign-in view (SIWX). */
export const siwxViews: typeof english = {
  titles: { SIWXSignMessage: '로그인' },
  heading: (app) => `${app}에서 로그인을 요청합니다`,
  explanation:
    '지갑으로 메시지에 서명하여 이 계정의 소유자임을 증명하세요. 비용이 들지 않으며 거래도 전송되지 않습니다.',
  account: '계정',
  sign: '서명',
  signing: '지갑의 응답을 기다리는 중…',
  cancel: '취소',
}
