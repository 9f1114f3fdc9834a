import type { swapViews as english } from '../en/swapViews'
import { selectTokenList } from './selectTokenList'

/** Inside the swap views and the Account view's Swap button. */
export const swapViews: typeof english = {
  titles: {
    Swap: 'Zamień',
    SwapSelectToken: 'Wybierz token',
    SwapPreview: 'Sprawdź zamianę',
  },
  swapButton: 'Zamień',
  youPay: 'Płacisz',
  youReceive: 'Otrzymujesz',
  amount: 'Kwota do zamiany',
  max: 'Maks.',
  maxLabel: 'Maksymalna kwota',
  chooseToken: (side, symbol) =>
    `${side === 'from' ? 'Token, którym płacisz' : 'Token, który otrzymasz'}: ${symbol ?? 'brak'}`,
  selectToken: 'Wybierz',
  flip: 'Odwróć tokeny',
  balance: (amount, symbol) => `Saldo: ${amount} ${symbol}`,
  quoting: 'Szukamy najlepszej ceny…',
  receiveAmount: (amount, symbol) => `${amount} ${symbol}`,
  priceImpact: 'Wpływ na cenę',
  minimumReceived: 'Minimum do otrzymania',
  networkFee: 'Opłata sieciowa',
  slippage: (percent) => `Tolerancja poślizgu: ${percent}%`,
  unknown: 'Nieznany',
  review: 'Sprawdź zamianę',
  loadingTokens: 'Wczytywanie tokenów do zamiany…',
  problems: {
    empty: 'Wpisz kwotę.',
    notANumber: 'Wpisz kwotę jako liczbę, np. 25 lub 0.5.',
    tooManyDecimals: (symbol, decimals) =>
      `${symbol} dopuszcza najwyżej ${decimals} miejsc po przecinku.`,
    zero: 'Wpisz kwotę większą od zera.',
    notEnough: (symbol) => `Masz za mało ${symbol} na tę zamianę.`,
  },
  errors: {
    insufficientBalance: 'Twoje saldo nie wystarcza na tę zamianę i opłatę sieciową.',
    insufficientLiquidity:
      'Brak wystarczającej płynności, aby zamienić tę kwotę. Spróbuj mniejszej kwoty lub innego tokena.',
    approvalPending:
      'Twoja zgoda nie została jeszcze potwierdzona w sieci. Spróbuj zamiany za chwilę; nic nie zostało zamienione.',
    priceMoved:
      'Cena przekroczyła Twoją tolerancję poślizgu: zamiana nie doszła do skutku i nic nie zostało zamienione. Pobierz nową wycenę, aby spróbować ponownie.',
    rejected: 'Odrzucono prośbę w portfelu.',
    networkNotSupported: 'Zamiana nie jest dostępna w tej sieci.',
    unavailable: 'Usługa zamiany jest teraz niedostępna. Spróbuj ponownie za chwilę.',
    failed: 'Coś poszło nie tak. Nic nie zostało zamienione.',
  },
  select: { ...selectTokenList, suggested: 'Sugerowane tokeny' },
  preview: {
    step: (index, total) => `Krok ${index} z ${total}`,
    approve: (symbol) => `Zatwierdź ${symbol}`,
    approveWhy: (amount, symbol) =>
      `Najpierw pozwól giełdzie użyć dokładnie ${amount} ${symbol}. Portfel poprosi Cię o potwierdzenie.`,
    swap: 'Zamień',
    checking: 'Sprawdzanie Twojej zgody…',
    retry: 'Spróbuj ponownie',
    requote: 'Nowa wycena',
    done: 'Gotowe',
    pending: 'Potwierdź prośbę w portfelu…',
    confirming: 'Czekamy na potwierdzenie transakcji…',
    submitted:
      'Transakcja została wysłana, ale nie jest jeszcze potwierdzona. Pojawi się w karcie Aktywność po potwierdzeniu.',
    approved: (symbol) => `Zatwierdzono ${symbol}. Teraz potwierdź zamianę.`,
    swapped: (paid, received) => `Zamiana zakończona: ${paid} na ${received}. Salda są aktualne.`,
    rejectedApproval: 'Odrzucono zgodę w portfelu. Nic nie zostało zatwierdzone.',
    rejectedSwap: 'Odrzucono zamianę w portfelu. Nic nie zostało zamienione.',
  },
}
