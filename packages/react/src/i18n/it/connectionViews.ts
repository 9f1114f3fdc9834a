import type { connectionViews as english } from '../en/connectionViews'

/** Inside the connection views: the wallet list and the wait for the wallet's approval. */
export const connectionViews: typeof english = {
  titles: { Connect: 'Connetti wallet', ConnectingExternal: 'Connessione' },
  walletsLabel: 'Wallet',
  recent: 'Recente',
  installed: 'Installato',
  noWallets:
    "Nessun wallet trovato. Installa un'estensione wallet per il tuo browser, poi ricarica la pagina.",
  continueIn: (wallet) => `Continua in ${wallet}`,
  acceptRequest: 'Accetta la richiesta di connessione nel tuo wallet.',
  rejected: 'Connessione rifiutata',
  failed: 'Connessione non riuscita',
}
