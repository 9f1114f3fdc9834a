import type { AuthMailTexts } from '../authMailTexts'

export const texts: AuthMailTexts = {
  locale: 'pt-BR',
  loginSubject: (otp) => `Seu código de login do Latch: ${otp}`,
  loginBody: (otp) => `Seu código de login do Latch é ${otp}`,
  updatePrimarySubject: (otp) => `Seu código do Latch para alterar seu e-mail: ${otp}`,
  updatePrimaryBody: (otp, newEmail) =>
    `Digite ${otp} para confirmar a alteração do seu e-mail do Latch para ${newEmail}.`,
  updateSecondarySubject: (otp) => `Seu código do Latch para confirmar este endereço: ${otp}`,
  updateSecondaryBody: (otp) => `Digite ${otp} para tornar este endereço o seu e-mail do Latch.`,
  exportSubject: (otp) => `Seu código do Latch para exportar sua chave: ${otp}`,
  exportBody: (otp) =>
    `Digite ${otp} para ver a chave privada da sua carteira. Nunca passe este código nem a chave para ninguém.`,
  minutes: { one: '{count} minuto', other: '{count} minutos' },
  expiry: (minutes) => `Ele expira em ${minutes} e só pode ser usado uma vez.`,
  ignore: 'Se você não pediu este código, ignore este e-mail: nada acontece sem ele.',
  deviceSubject: 'Aprove seu novo dispositivo no Latch',
  deviceBody: (link, minutes) =>
    `Alguém está entrando no Latch com este endereço em um dispositivo que ainda não conhecemos.\n\nSe for você, abra este link em até ${minutes} para aprovar o dispositivo e depois volte ao app: você vai receber um código de login por e-mail.\n\n${link}\n\nSe não foi você, ignore este e-mail: o dispositivo continuará sem aprovação.`,
}
