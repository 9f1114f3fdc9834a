import type { AuthMailTexts } from '../authMailTexts'

export const texts: AuthMailTexts = {
  locale: 'it',
  loginSubject: (otp) => `Il tuo codice di accesso Latch: ${otp}`,
  loginBody: (otp) => `Il tuo codice di accesso Latch è ${otp}`,
  updatePrimarySubject: (otp) => `Il tuo codice Latch per cambiare e-mail: ${otp}`,
  updatePrimaryBody: (otp, newEmail) =>
    `Inserisci ${otp} per confermare la modifica del tuo indirizzo e-mail Latch in ${newEmail}.`,
  updateSecondarySubject: (otp) => `Il tuo codice Latch per confermare questo indirizzo: ${otp}`,
  updateSecondaryBody: (otp) =>
    `Inserisci ${otp} per rendere questo il tuo indirizzo e-mail Latch.`,
  exportSubject: (otp) => `Il tuo codice Latch per esportare la chiave: ${otp}`,
  exportBody: (otp) =>
    `Inserisci ${otp} per visualizzare la chiave privata del tuo wallet. Non dare mai questo codice o la chiave a nessuno.`,
  minutes: { one: '{count} minuto', other: '{count} minuti' },
  expiry: (minutes) => `Scade tra ${minutes} e si può usare una sola volta.`,
  ignore: "Se non l'hai richiesto tu, ignora questa e-mail: senza il codice non succede nulla.",
  deviceSubject: 'Approva il tuo nuovo dispositivo per Latch',
  deviceBody: (link, minutes) =>
    `Qualcuno sta accedendo a Latch con questo indirizzo da un dispositivo mai visto prima.\n\nSe sei tu, apri questo link entro ${minutes} per approvare il dispositivo, poi torna all'app: riceverai un codice di accesso via e-mail.\n\n${link}\n\nSe non sei stato tu, ignora questa e-mail: il dispositivo resterà non approvato.`,
}
