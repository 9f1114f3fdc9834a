import type { AuthMailTexts } from '../authMailTexts'

export const texts: AuthMailTexts = {
  locale: 'ru',
  loginSubject: (otp) => `Ваш код для входа в Latch: ${otp}`,
  loginBody: (otp) => `Ваш код для входа в Latch — ${otp}`,
  updatePrimarySubject: (otp) => `Ваш код Latch для смены адреса эл. почты: ${otp}`,
  updatePrimaryBody: (otp, newEmail) =>
    `Введите ${otp}, чтобы подтвердить смену адреса эл. почты в Latch на ${newEmail}.`,
  updateSecondarySubject: (otp) => `Ваш код Latch для подтверждения этого адреса: ${otp}`,
  updateSecondaryBody: (otp) => `Введите ${otp}, чтобы сделать этот адрес вашей почтой в Latch.`,
  exportSubject: (otp) => `Ваш код Latch для экспорта ключа: ${otp}`,
  exportBody: (otp) =>
    `Введите ${otp}, чтобы увидеть приватный ключ вашего кошелька. Никогда никому не сообщайте этот код и ключ.`,
  minutes: {
    one: '{count} минуту',
    few: '{count} минуты',
    many: '{count} минут',
    other: '{count} минуты',
  },
  expiry: (minutes) => `Он перестанет действовать через ${minutes} и сработает только один раз.`,
  ignore:
    'Если вы его не запрашивали, просто проигнорируйте это письмо: без кода ничего не произойдет.',
  deviceSubject: 'Подтвердите новое устройство для Latch',
  deviceBody: (link, minutes) =>
    `Кто-то входит в Latch с этим адресом на устройстве, которое раньше не использовалось.\n\nЕсли это вы, откройте эту ссылку, чтобы подтвердить устройство (она действует ${minutes}), а затем вернитесь в приложение: код для входа придет по почте.\n\n${link}\n\nЕсли это были не вы, проигнорируйте это письмо: устройство останется неподтвержденным.`,
}
