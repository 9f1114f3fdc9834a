import type { namesViews as english } from '../en/namesViews'

/** Inside the names views (behaviour.md §13.5; loaded with them) and the Account view's Register name button. */
export const namesViews: typeof english = {
  titles: {
    RegisterAccountName: 'Wybierz swoją nazwę',
    RegisterAccountNameSuccess: 'Nazwa zarejestrowana',
  },
  registerButton: 'Zarejestruj nazwę',
  label: 'Nazwa',
  hint: (zone) => `Twoja nazwa w ${zone}, na którą może wysyłać każdy portfel obsługujący ENS.`,
  problems: {
    empty: 'Wpisz nazwę, którą chcesz.',
    characters: 'Używaj tylko liter, cyfr i łączników.',
    tooShort: 'Nazwa ma co najmniej 4 znaki.',
    tooLong: 'Nazwa ma najwyżej 63 znaki.',
  },
  checking: 'Sprawdzanie…',
  available: (name) => `${name} jest dostępna.`,
  taken: (name) => `${name} jest już zajęta.`,
  suggestionsTitle: 'Dostępne zamiast tego',
  register: 'Zarejestruj',
  signing: 'Podpisz wiadomość w portfelu…',
  success: (name) =>
    `${name} należy do Ciebie. Portfele obsługujące nazwy ENS mogą na nią wysyłać środki.`,
  done: 'Wróć do konta',
}
