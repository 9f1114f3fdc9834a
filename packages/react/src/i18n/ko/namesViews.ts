import type { namesViews as english } from '../en/namesViews'

/** Inside the names views and the Account view's Register name button. */
export const namesViews: typeof english = {
  titles: {
    RegisterAccountName: '이름 선택',
    RegisterAccountNameSuccess: '이름 등록 완료',
  },
  registerButton: '이름 등록',
  label: '이름',
  hint: (zone) =>
    `${zone}에서 사용할 이름입니다. ENS를 지원하는 지갑이라면 어디서든 이 이름으로 보낼 수 있습니다.`,
  problems: {
    empty: '원하는 이름을 입력하세요.',
    characters: '영문자, 숫자, 하이픈만 사용할 수 있습니다.',
    tooShort: '이름은 4자 이상이어야 합니다.',
    tooLong: '이름은 최대 63자까지 가능합니다.',
  },
  checking: '확인 중…',
  available: (name) => `${name}은(는) 사용할 수 있습니다.`,
  taken: (name) => `${name}은(는) 이미 사용 중입니다.`,
  suggestionsTitle: '대신 사용할 수 있는 이름',
  register: '등록',
  signing: '지갑에서 메시지에 서명하세요…',
  success: (name) =>
    `이제 ${name}은(는) 내 이름입니다. ENS 이름을 지원하는 지갑에서 이 이름으로 보낼 수 있습니다.`,
  done: '계정으로 돌아가기',
}
