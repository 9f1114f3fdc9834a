import type { connectionViews as english } from '../en/connectionViews'

/** Inside the connection views: the wallet list and the wait for the wallet's approval. */
export const connectionViews: typeof english = {
  titles: { Connect: 'Wallet verbinden', ConnectingExternal: 'Verbinden' },
  walletsLabel: 'Wallets',
  recent: 'Recent',
  installed: 'Geïnstalleerd',
  noWallets:
    'Geen wallet gevonden. Installeer een wallet-extensie in je browser en laad de pagina opnieuw.',
  continueIn: (wallet) => `Ga verder in ${wallet}`,
  acceptRequest: 'Accepteer het verbindingsverzoek in je wallet.',
  rejected: 'Verbinding geweigerd',
  failed: 'Verbinden mislukt',
}
