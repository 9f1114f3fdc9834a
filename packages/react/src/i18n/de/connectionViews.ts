import type { connectionViews as english } from '../en/connectionViews'

/** Inside the connection views: the wallet list and the wait for the wallet's approval. */
export const connectionViews: typeof english = {
  titles: { Connect: 'Wallet verbinden', ConnectingExternal: 'Verbinden' },
  walletsLabel: 'Wallets',
  recent: 'Zuletzt verwendet',
  installed: 'Installiert',
  noWallets:
    'Keine Wallet gefunden. Installiere eine Wallet-Erweiterung für deinen Browser und lade die Seite dann neu.',
  continueIn: (wallet) => `Weiter in ${wallet}`,
  acceptRequest: 'Bestätige die Verbindungsanfrage in deiner Wallet.',
  rejected: 'Verbindung abgelehnt',
  failed: 'Verbindung fehlgeschlagen',
}
