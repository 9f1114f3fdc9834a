import type { namesViews as english } from '../en/namesViews'

/** Inside the names views and the Account view's Register name button. */
export const namesViews: typeof english = {
  titles: {
    RegisterAccountName: 'Wähle deinen Namen',
    RegisterAccountNameSuccess: 'Name registriert',
  },
  registerButton: 'Namen registrieren',
  label: 'Name',
  hint: (zone) => `Dein Name in ${zone}, an den jede ENS-fähige Wallet senden kann.`,
  problems: {
    empty: 'Gib den gewünschten Namen ein.',
    characters: 'Verwende nur Buchstaben, Ziffern und Bindestriche.',
    tooShort: 'Ein Name hat mindestens 4 Zeichen.',
    tooLong: 'Ein Name hat höchstens 63 Zeichen.',
  },
  checking: 'Wird geprüft…',
  available: (name) => `${name} ist verfügbar.`,
  taken: (name) => `${name} ist bereits vergeben.`,
  suggestionsTitle: 'Stattdessen verfügbar',
  register: 'Registrieren',
  signing: 'Signiere die Nachricht in deiner Wallet…',
  success: (name) =>
    `${name} gehört jetzt dir. Wallets, die ENS-Namen lesen, können an diesen Namen senden.`,
  done: 'Zurück zum Konto',
}
