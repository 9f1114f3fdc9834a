import type { connectionViews as english } from '../en/connectionViews'

/** Inside the connection views: the wallet list and the wait for the wallet's approval. */
export const connectionViews: typeof english = {
  titles: { Connect: 'Conectar billetera', ConnectingExternal: 'Conectando' },
  walletsLabel: 'Billeteras',
  recent: 'Reciente',
  installed: 'Instalada',
  noWallets:
    'No se encontró ninguna billetera. Instala una extensión de billetera en tu navegador y vuelve a cargar la página.',
  continueIn: (wallet) => `Continúa en ${wallet}`,
  acceptRequest: 'Acepta la solicitud de conexión en tu billetera.',
  rejected: 'Conexión rechazada',
  failed: 'No se pudo conectar',
}
