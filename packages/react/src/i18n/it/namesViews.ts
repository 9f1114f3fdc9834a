import type { namesViews as english } from '../en/namesViews'

/** Inside the names views (behaviour.md §13.5; loaded with them) and the Account view's Register name button. */
export const namesViews: typeof english = {
  titles: {
    RegisterAccountName: 'Scegli il tuo nome',
    RegisterAccountNameSuccess: 'Nome registrato',
  },
  registerButton: 'Registra nome',
  label: 'Nome',
  hint: (zone) => `Il tuo nome in ${zone}, a cui qualsiasi wallet compatibile con ENS può inviare.`,
  problems: {
    empty: 'Scrivi il nome che vuoi.',
    characters: 'Usa solo lettere, cifre e trattini.',
    tooShort: 'Un nome ha almeno 4 caratteri.',
    tooLong: 'Un nome ha al massimo 63 caratteri.',
  },
  checking: 'Verifica…',
  available: (name) => `${name} è disponibile.`,
  taken: (name) => `${name} è già preso.`,
  suggestionsTitle: 'Disponibili invece',
  register: 'Registra',
  signing: 'Firma il messaggio nel tuo wallet…',
  success: (name) => `${name} è tuo. I wallet che leggono i nomi ENS possono inviarti fondi.`,
  done: "Torna all'account",
}
