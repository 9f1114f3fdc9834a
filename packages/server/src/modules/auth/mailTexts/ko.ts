import type { AuthMailTexts } from '../authMailTexts'

export const texts: AuthMailTexts = {
  locale: 'ko',
  loginSubject: (otp) => `Latch 로그인 코드: ${otp}`,
  loginBody: (otp) => `Latch 로그인 코드는 ${otp}입니다`,
  updatePrimarySubject: (otp) => `이메일 변경을 위한 Latch 코드: ${otp}`,
  updatePrimaryBody: (otp, newEmail) =>
    `Latch 이메일 주소를 ${newEmail}(으)로 변경하려면 ${otp}을(를) 입력하세요.`,
  updateSecondarySubject: (otp) => `이 주소 확인을 위한 Latch 코드: ${otp}`,
  updateSecondaryBody: (otp) => `이 주소를 Latch 이메일 주소로 사용하려면 ${otp}을(를) 입력하세요.`,
  exportSubject: (otp) => `키 내보내기를 위한 Latch 코드: ${otp}`,
  exportBody: (otp) =>
    `지갑의 개인 키를 확인하려면 ${otp}을(를) 입력하세요. 이 코드나 키를 절대 다른 사람에게 알려주지 마세요.`,
  minutes: { other: '{count}분' },
  expiry: (minutes) => `이 코드는 ${minutes} 후 만료되며 한 번만 사용할 수 있습니다.`,
  ignore: '요청하지 않으셨다면 이 이메일을 무시하세요. 코드 없이는 아무 일도 일어나지 않습니다.',
  deviceSubject: 'Latch에서 새 기기를 승인하세요',
  deviceBody: (link, minutes) =>
    `누군가 이 주소로 처음 보는 기기에서 Latch에 로그인하고 있습니다.\n\n본인이라면 ${minutes} 안에 이 링크를 열어 기기를 승인한 뒤 앱으로 돌아가세요. 로그인 코드가 이메일로 전송됩니다.\n\n${link}\n\n본인이 아니라면 이 이메일을 무시하세요. 기기는 승인되지 않은 상태로 유지됩니다.`,
}
