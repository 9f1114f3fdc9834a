import type { swapViews as english } from '../en/swapViews'
import { selectTokenList } from './selectTokenList'

/** Inside the swap views and the Account view's Swap button. */
export const swapViews: typeof english = {
  titles: { Swap: '스왑', SwapSelectToken: '토큰 선택', SwapPreview: '스왑 확인' },
  swapButton: '스왑',
  youPay: '지불',
  youReceive: '수령',
  amount: '스왑할 수량',
  max: '최대',
  maxLabel: '최대 수량',
  chooseToken: (side, symbol) =>
    `${side === 'from' ? '지불할 토큰' : '받을 토큰'}: ${symbol ?? '선택 안 함'}`,
  selectToken: '선택',
  flip: '토큰 바꾸기',
  balance: (amount, symbol) => `잔액: ${amount} ${symbol}`,
  quoting: '최적의 가격을 찾는 중…',
  receiveAmount: (amount, symbol) => `${amount} ${symbol}`,
  priceImpact: '가격 영향',
  minimumReceived: '최소 수령량',
  networkFee: '네트워크 수수료',
  slippage: (percent) => `슬리피지 허용 범위: ${percent}%`,
  unknown: '알 수 없음',
  review: '스왑 확인',
  loadingTokens: '스왑할 수 있는 토큰을 불러오는 중…',
  problems: {
    empty: '수량을 입력하세요.',
    notANumber: '수량을 25나 0.5처럼 숫자로 입력하세요.',
    tooManyDecimals: (symbol, decimals) =>
      `${symbol}은(는) 소수점 이하 최대 ${decimals}자리까지 가능합니다.`,
    zero: '0보다 큰 수량을 입력하세요.',
    notEnough: (symbol) => `이 스왑을 하기에 ${symbol}이(가) 부족합니다.`,
  },
  errors: {
    insufficientBalance: '이 스왑과 네트워크 수수료를 지불하기에 잔액이 부족합니다.',
    insufficientLiquidity:
      '이 수량을 스왑하기에 유동성이 부족합니다. 더 적은 수량이나 다른 토큰으로 시도하세요.',
    approvalPending:
      '승인이 아직 네트워크에서 확인되지 않았습니다. 잠시 후 스왑을 다시 시도하세요. 스왑된 것은 없습니다.',
    priceMoved:
      '가격이 슬리피지 허용 범위를 벗어나 스왑이 진행되지 않았으며, 스왑된 것은 없습니다. 새 견적을 받아 다시 시도하세요.',
    rejected: '지갑에서 요청을 거부했습니다.',
    networkNotSupported: '이 네트워크에서는 스왑을 사용할 수 없습니다.',
    unavailable: '지금은 스왑 서비스에 연결할 수 없습니다. 잠시 후 다시 시도하세요.',
    failed: '문제가 발생했습니다. 스왑된 것은 없습니다.',
  },
  select: { ...selectTokenList, suggested: '추천 토큰' },
  preview: {
    step: (index, total) => `${total}단계 중 ${index}단계`,
    approve: (symbol) => `${symbol} 승인`,
    approveWhy: (amount, symbol) =>
      `먼저 거래소가 정확히 ${amount} ${symbol}만 사용하도록 승인하세요. 지갑에서 확인을 요청합니다.`,
    swap: '스왑',
    checking: '승인을 확인하는 중…',
    retry: '다시 시도',
    requote: '새 견적 받기',
    done: '완료',
    pending: '지갑에서 요청을 승인하세요…',
    confirming: '거래가 확인되기를 기다리는 중…',
    submitted: '거래가 전송되었지만 아직 확인되지 않았습니다. 확인되면 활동 탭에 표시됩니다.',
    approved: (symbol) => `${symbol}이(가) 승인되었습니다. 이제 스왑을 확인하세요.`,
    swapped: (paid, received) =>
      `스왑 완료: ${paid}을(를) ${received}(으)로 바꿨습니다. 잔액이 업데이트되었습니다.`,
    rejectedApproval: '지갑에서 승인을 거부했습니다. 승인된 것은 없습니다.',
    rejectedSwap: '지갑에서 스왑을 거부했습니다. 스왑된 것은 없습니다.',
  },
}
