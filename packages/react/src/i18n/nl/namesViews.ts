import type { namesViews as english } from '../en/namesViews'

/** Inside the names views (behaviour.md §13.5; loaded with them) and the Account view's Register name button. */
export const namesViews: typeof english = {
  titles: {
    RegisterAccountName: 'Kies je naam',
    RegisterAccountNameSuccess: 'Naam geregistreerd',
  },
  registerButton: 'Naam registreren',
  label: 'Naam',
  hint: (zone) => `Je naam in ${zone}, waar elke wallet die ENS ondersteunt naartoe kan sturen.`,
  problems: {
    empty: 'Typ de naam die je wilt.',
    characters: 'Gebruik alleen letters, cijfers en koppeltekens.',
    tooShort: 'Een naam heeft minstens 4 tekens.',
    tooLong: 'Een naam heeft maximaal 63 tekens.',
  },
  checking: 'Controleren…',
  available: (name) => `${name} is beschikbaar.`,
  taken: (name) => `${name} is al bezet.`,
  suggestionsTitle: 'Wel beschikbaar',
  register: 'Registreren',
  signing: 'Onderteken het bericht in je wallet…',
  success: (name) => `${name} is van jou. Wallets die ENS-namen lezen kunnen ernaar versturen.`,
  done: 'Terug naar account',
}
