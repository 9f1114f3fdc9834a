import type { connectionViews as english } from '../en/connectionViews'

/** Inside the connection views: the wallet list and the wait for the wallet's approval. */
export const connectionViews: typeof english = {
  titles: { Connect: 'Connecter un portefeuille', ConnectingExternal: 'Connexion' },
  walletsLabel: 'Portefeuilles',
  recent: 'Récent',
  installed: 'Installé',
  noWallets:
    'Aucun portefeuille trouvé. Installez une extension de portefeuille pour votre navigateur, puis rechargez la page.',
  continueIn: (wallet) => `Continuez dans ${wallet}`,
  acceptRequest: 'Acceptez la demande de connexion dans votre portefeuille.',
  rejected: 'Connexion refusée',
  failed: 'La connexion a échoué',
}
