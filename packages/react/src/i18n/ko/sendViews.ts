import type { sendViews as english } from '../en/sendViews'
import { selectTokenList } from './selectTokenList'

/** Inside the send views and the Account view's Send button. */
export const sendViews: typeof english = {
  titles: { WalletSend: '보내기', WalletSendPreview: '보내기 확인' },
  sendButton: '보내기',
  token: '토큰',
  select: selectTokenList,
  recipient: '받는 주소',
  recipientPlaceholder: '주소 (0x…)',
  recipientPlaceholderWithNames: '주소 (0x…) 또는 이름 (ada.eth)',
  amount: '수량',
  max: '최대',
  maxLabel: '최대 수량',
  balance: (amount, symbol) => `잔액: ${amount} ${symbol}`,
  feeSpeed: {
    label: '네트워크 수수료 속도',
    slow: '느림',
    normal: '보통',
    fast: '빠름',
  },
  continue: '계속',
  loadingTokens: '토큰을 불러오는 중…',
  problems: {
    noToken: '이 네트워크에는 아직 보낼 수 있는 자산이 없습니다.',
    noRecipient: '받는 주소를 입력하세요.',
    invalidRecipient: (network) => `${network}의 주소가 아닙니다.`,
    namesNotSupported: '이 네트워크에서는 아직 이름을 사용할 수 없습니다. 받는 주소를 입력하세요.',
    badChecksum: (checksummed) =>
      `주소가 잘못 입력된 것 같습니다. 대소문자가 일치하지 않습니다. 받는 분에게 확인하세요. 올바른 형식은 ${checksummed}입니다.`,
    empty: '수량을 입력하세요.',
    notANumber: '수량을 25나 0.5처럼 숫자로 입력하세요.',
    tooManyDecimals: (symbol, decimals) =>
      `${symbol}은(는) 소수점 이하 최대 ${decimals}자리까지 가능합니다.`,
    zero: '0보다 큰 수량을 입력하세요.',
    insufficientBalance: (symbol, native) =>
      native
        ? `이 수량을 보내고 네트워크 수수료를 지불하기에 ${symbol}이(가) 부족합니다.`
        : `이 수량을 보내기에 ${symbol}이(가) 부족합니다.`,
  },
  names: {
    resolving: (name) => `${name} 조회 중…`,
    resolved: (name, address) => `${name}의 주소는 ${address}입니다.`,
    notFound: (name) => `${name}에 해당하는 주소를 찾을 수 없습니다`,
    invalid: (name) => `${name}은(는) 유효한 이름이 아닙니다.`,
  },
  warnings: {
    notChecksummed: (checksummed) =>
      `이 주소는 체크섬 형식이 아닙니다. ${checksummed}(으)로 전송됩니다.`,
    self: '내 주소입니다. 나에게 보내려고 합니다.',
  },
  preview: {
    sending: '보내는 수량',
    to: '받는 주소',
    network: '네트워크',
    fee: '네트워크 수수료',
    feeSpeed: '수수료 속도',
    total: '합계',
    estimating: '예상 중…',
    feeUnavailable: '예상할 수 없음',
    unknownTotal: '알 수 없음 (가격 없음)',
    send: '보내기',
    retry: '다시 시도',
    pending: '지갑에서 거래를 승인하세요…',
    rejected: '지갑에서 요청을 거부했습니다. 아무것도 전송되지 않았습니다.',
    failed: (reason) => `거래를 전송하지 못했습니다: ${reason}`,
  },
}
