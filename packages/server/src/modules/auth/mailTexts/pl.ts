import type { AuthMailTexts } from '../authMailTexts'

export const texts: AuthMailTexts = {
  locale: 'pl',
  loginSubject: (otp) => `Twój kod logowania do Latch: ${otp}`,
  loginBody: (otp) => `Twój kod logowania do Latch to ${otp}`,
  updatePrimarySubject: (otp) => `Twój kod Latch do zmiany adresu e-mail: ${otp}`,
  updatePrimaryBody: (otp, newEmail) =>
    `Wpisz ${otp}, aby potwierdzić zmianę adresu e-mail w Latch na ${newEmail}.`,
  updateSecondarySubject: (otp) => `Twój kod Latch do potwierdzenia tego adresu: ${otp}`,
  updateSecondaryBody: (otp) =>
    `Wpisz ${otp}, aby ten adres stał się Twoim adresem e-mail w Latch.`,
  exportSubject: (otp) => `Twój kod Latch do eksportu klucza: ${otp}`,
  exportBody: (otp) =>
    `Wpisz ${otp}, aby wyświetlić klucz prywatny swojego portfela. Nigdy nikomu nie podawaj tego kodu ani klucza.`,
  minutes: {
    one: '{count} minutę',
    few: '{count} minuty',
    many: '{count} minut',
    other: '{count} minuty',
  },
  expiry: (minutes) => `Kod wygaśnie za ${minutes} i działa tylko raz.`,
  ignore: 'Jeśli to nie Ty prosisz o ten kod, zignoruj tę wiadomość: bez kodu nic się nie stanie.',
  deviceSubject: 'Zatwierdź nowe urządzenie w Latch',
  deviceBody: (link, minutes) =>
    `Ktoś loguje się do Latch przy użyciu tego adresu na urządzeniu, którego wcześniej nie widzieliśmy.\n\nJeśli to Ty, otwórz ten link, aby zatwierdzić urządzenie (jest ważny przez ${minutes}), a potem wróć do aplikacji: kod logowania przyjdzie e-mailem.\n\n${link}\n\nJeśli to nie Ty, zignoruj tę wiadomość: urządzenie pozostanie niezatwierdzone.`,
}
