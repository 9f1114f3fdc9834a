import type { connectionViews as english } from '../en/connectionViews'

/** Inside the connection views: the wallet list and the wait for the wallet's approval. */
export const connectionViews: typeof english = {
  titles: { Connect: 'Połącz portfel', ConnectingExternal: 'Łączenie' },
  walletsLabel: 'Portfele',
  recent: 'Ostatnio używany',
  installed: 'Zainstalowany',
  noWallets:
    'Nie znaleziono portfela. Zainstaluj rozszerzenie portfela w przeglądarce, a potem odśwież stronę.',
  continueIn: (wallet) => `Kontynuuj w ${wallet}`,
  acceptRequest: 'Zaakceptuj prośbę o połączenie w swoim portfelu.',
  rejected: 'Połączenie odrzucone',
  failed: 'Nie udało się połączyć',
}
