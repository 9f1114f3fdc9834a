import type { onrampViews as english } from '../en/onrampViews'

/** Inside the on-ramp views (behaviour.md §2, on-ramp; loaded with them) and the Account view's Buy button. */
export const onrampViews: typeof english = {
  titles: { OnRampBuy: 'Kup', OnRampProviders: 'Wybierz dostawcę', BuyInProgress: 'Zakup' },
  buyButton: 'Kup',
  loading: 'Wczytywanie tego, co możesz kupić…',
  currency: 'Waluta do kupienia',
  paymentCurrency: 'Zapłać w',
  paymentMethod: 'Metoda płatności',
  methods: { card: 'Karta', bank_account: 'Konto bankowe' },
  amount: 'Kwota',
  limits: (method, min, max, currency) => `${method}: od ${min} do ${max} ${currency}`,
  defaultsNote: 'Nie udało się wczytać opcji dostawców: to są opcje standardowe.',
  problems: {
    empty: 'Wpisz kwotę.',
    invalid: 'Wpisz kwotę jako liczbę z najwyżej dwoma miejscami po przecinku, np. 50 lub 49.99.',
    noMethod: 'Ta metoda płatności nie jest dostępna w tej walucie.',
    belowMin: (min, currency, method) =>
      `Najmniejsza kwota płatności (${method}) to ${min} ${currency}.`,
    aboveMax: (max, currency, method) =>
      `Największa kwota płatności (${method}) to ${max} ${currency}.`,
  },
  noProviders: 'Żaden dostawca nie jest teraz dostępny.',
  nothingOnThisNetwork: 'Tutaj nie można nic kupić dla konta w tej sieci.',
  seeQuotes: 'Zobacz oferty',
  quoting: 'Pobieranie ofert od dostawców…',
  youGet: 'Otrzymujesz',
  total: 'Razem',
  fees: 'Opłaty',
  networkFee: 'Opłata sieciowa',
  sandbox: 'Środowisko testowe',
  sandboxNote: 'Tylko płatności testowe: środki trafiają na sieć deweloperską.',
  estimate: 'Szacunek',
  estimateNote: (reason) =>
    `Ten dostawca nie podał oferty${reason ? ` (${reason})` : ''}: kwoty są szacunkowe i nie można ich opłacić.`,
  buyWith: (provider, amount, currency) => `Kup ${amount} ${currency} przez ${provider}`,
  notPayable: 'Tylko szacunek: nie można opłacić',
  opening: 'Otwieranie płatności…',
  waiting: (provider) => `Dokończ płatność w oknie ${provider}. Ta strona odświeży się sama.`,
  success: (amount, currency) => `Kupiono ${amount} ${currency}. Saldo jest aktualne.`,
  failed: 'Zakup się nie powiódł: nie pobrano żadnej opłaty.',
  blocked:
    'Nie udało się otworzyć okna płatności. Zezwól na wyskakujące okna dla tej strony i spróbuj ponownie.',
  retry: 'Spróbuj ponownie',
  done: 'Gotowe',
}
