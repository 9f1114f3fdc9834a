import type { AuthMailTexts } from '../authMailTexts'

export const texts: AuthMailTexts = {
  locale: 'es-419',
  loginSubject: (otp) => `Tu código de inicio de sesión de Latch: ${otp}`,
  loginBody: (otp) => `Tu código de inicio de sesión de Latch es ${otp}`,
  updatePrimarySubject: (otp) => `Tu código de Latch para cambiar tu correo: ${otp}`,
  updatePrimaryBody: (otp, newEmail) =>
    `Ingresa ${otp} para confirmar el cambio de tu correo de Latch a ${newEmail}.`,
  updateSecondarySubject: (otp) => `Tu código de Latch para confirmar esta dirección: ${otp}`,
  updateSecondaryBody: (otp) => `Ingresa ${otp} para que esta sea tu dirección de correo de Latch.`,
  exportSubject: (otp) => `Tu código de Latch para exportar tu clave: ${otp}`,
  exportBody: (otp) =>
    `Ingresa ${otp} para ver la clave privada de tu billetera. Nunca compartas este código ni la clave con nadie.`,
  minutes: { one: '{count} minuto', other: '{count} minutos' },
  expiry: (minutes) => `Vence en ${minutes} y solo funciona una vez.`,
  ignore: 'Si no lo solicitaste, ignora este correo: sin el código no pasa nada.',
  deviceSubject: 'Aprueba tu nuevo dispositivo para Latch',
  deviceBody: (link, minutes) =>
    `Alguien está iniciando sesión en Latch con esta dirección desde un dispositivo que no conocemos.\n\nSi eres tú, abre este enlace en los próximos ${minutes} para aprobar el dispositivo y luego vuelve a la app: recibirás un código de inicio de sesión por correo.\n\n${link}\n\nSi no fuiste tú, ignora este correo: el dispositivo seguirá sin aprobarse.`,
}
