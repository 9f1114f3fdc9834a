import type { sendViews as english } from '../en/sendViews'
import { selectTokenList } from './selectTokenList'

/** Inside the send views and the Account view's Send button. */
export const sendViews: typeof english = {
  titles: { WalletSend: 'Wyślij', WalletSendPreview: 'Sprawdź przelew' },
  sendButton: 'Wyślij',
  token: 'Token',
  select: selectTokenList,
  recipient: 'Odbiorca',
  recipientPlaceholder: 'Adres (0x…)',
  recipientPlaceholderWithNames: 'Adres (0x…) lub nazwa (ada.eth)',
  amount: 'Kwota',
  max: 'Maks.',
  maxLabel: 'Maksymalna kwota',
  balance: (amount, symbol) => `Saldo: ${amount} ${symbol}`,
  feeSpeed: {
    label: 'Szybkość opłaty sieciowej',
    slow: 'Wolna',
    normal: 'Normalna',
    fast: 'Szybka',
  },
  continue: 'Dalej',
  loadingTokens: 'Wczytywanie Twoich tokenów…',
  problems: {
    noToken: 'W tej sieci nie masz jeszcze nic do wysłania.',
    noRecipient: 'Wpisz adres odbiorcy.',
    invalidRecipient: (network) => `To nie jest prawidłowy adres w sieci ${network}.`,
    namesNotSupported: 'Ta sieć nie obsługuje jeszcze nazw. Wpisz adres odbiorcy.',
    badChecksum: (checksummed) =>
      `Ten adres wygląda na błędnie wpisany: wielkość liter się nie zgadza. Sprawdź go z odbiorcą. Poprawna forma to ${checksummed}.`,
    empty: 'Wpisz kwotę.',
    notANumber: 'Wpisz kwotę jako liczbę, np. 25 lub 0.5.',
    tooManyDecimals: (symbol, decimals) =>
      `${symbol} dopuszcza najwyżej ${decimals} miejsc po przecinku.`,
    zero: 'Wpisz kwotę większą od zera.',
    insufficientBalance: (symbol, native) =>
      native
        ? `Masz za mało ${symbol} na ten przelew i opłatę sieciową.`
        : `Masz za mało ${symbol} na ten przelew.`,
  },
  names: {
    resolving: (name) => `Wyszukiwanie ${name}…`,
    resolved: (name, address) => `${name} wskazuje na ${address}.`,
    notFound: (name) => `Nie znaleziono adresu dla ${name}`,
    invalid: (name) => `${name} nie jest prawidłową nazwą.`,
  },
  warnings: {
    notChecksummed: (checksummed) =>
      `Ten adres nie ma sumy kontrolnej. Środki trafią na ${checksummed}.`,
    self: 'To Twój własny adres: wysyłasz środki do siebie.',
  },
  preview: {
    sending: 'Wysyłasz',
    to: 'Do',
    network: 'Sieć',
    fee: 'Opłata sieciowa',
    feeSpeed: 'Szybkość opłaty',
    total: 'Razem',
    estimating: 'Szacowanie…',
    feeUnavailable: 'Nie udało się oszacować',
    unknownTotal: 'Nieznana (brak ceny)',
    send: 'Wyślij',
    retry: 'Spróbuj ponownie',
    pending: 'Potwierdź transakcję w portfelu…',
    rejected: 'Odrzucono prośbę w portfelu. Nic nie zostało wysłane.',
    failed: (reason) => `Nie udało się wysłać transakcji: ${reason}`,
  },
}
