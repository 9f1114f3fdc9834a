import type { onrampViews as english } from '../en/onrampViews'

/** Inside the on-ramp views and the Account view's Buy button. */
export const onrampViews: typeof english = {
  titles: { OnRampBuy: '구매', OnRampProviders: '제공업체 선택', BuyInProgress: '구매 중' },
  buyButton: '구매',
  loading: '구매할 수 있는 자산을 불러오는 중…',
  currency: '구매할 통화',
  paymentCurrency: '결제 통화',
  paymentMethod: '결제 수단',
  methods: { card: '카드', bank_account: '은행 계좌' },
  amount: '금액',
  limits: (method, min, max, currency) => `${method}: ${min}~${max} ${currency}`,
  defaultsNote: '제공업체의 옵션을 불러오지 못해 기본 옵션을 표시합니다.',
  problems: {
    empty: '금액을 입력하세요.',
    invalid: '금액은 50이나 49.99처럼 소수점 이하 두 자리까지의 숫자로 입력하세요.',
    noMethod: '이 통화에서는 해당 결제 수단을 사용할 수 없습니다.',
    belowMin: (min, currency, method) =>
      `${method}(으)로 결제할 수 있는 최소 금액은 ${min} ${currency}입니다.`,
    aboveMax: (max, currency, method) =>
      `${method}(으)로 결제할 수 있는 최대 금액은 ${max} ${currency}입니다.`,
  },
  noProviders: '지금은 구매에 사용할 수 있는 제공업체가 없습니다.',
  nothingOnThisNetwork: '여기서는 이 네트워크의 계정으로 구매할 수 있는 자산이 없습니다.',
  seeQuotes: '견적 보기',
  quoting: '제공업체에 견적을 요청하는 중…',
  youGet: '받는 수량',
  total: '합계',
  fees: '수수료',
  networkFee: '네트워크 수수료',
  sandbox: '샌드박스',
  sandboxNote: '테스트 결제 전용: 개발용 체인으로 지급됩니다.',
  estimate: '예상',
  estimateNote: (reason) =>
    `이 제공업체는 견적을 제공하지 않았습니다${reason ? ` (${reason})` : ''}. 금액은 예상치이며 결제할 수 없습니다.`,
  buyWith: (provider, amount, currency) => `${provider}에서 ${amount} ${currency} 구매`,
  notPayable: '예상치 전용: 결제 불가',
  opening: '결제 페이지를 여는 중…',
  waiting: (provider) => `${provider} 창에서 결제를 완료하세요. 이 화면은 자동으로 업데이트됩니다.`,
  success: (amount, currency) =>
    `${amount} ${currency}을(를) 구매했습니다. 잔액이 업데이트되었습니다.`,
  failed: '구매가 완료되지 않았습니다. 요금은 청구되지 않았습니다.',
  blocked: '결제 창을 열 수 없습니다. 이 사이트의 팝업을 허용한 후 다시 시도하세요.',
  retry: '다시 시도',
  done: '완료',
}
