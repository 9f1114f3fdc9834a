import type { connectionViews as english } from '../en/connectionViews'

/** Inside the connection views: the wallet list and the wait for the wallet's approval. */
export const connectionViews: typeof english = {
  titles: { Connect: 'Conectar carteira', ConnectingExternal: 'Conectando' },
  walletsLabel: 'Carteiras',
  recent: 'Recente',
  installed: 'Instalada',
  noWallets:
    'Nenhuma carteira encontrada. Instale uma extensão de carteira no seu navegador e recarregue a página.',
  continueIn: (wallet) => `Continue na ${wallet}`,
  acceptRequest: 'Aceite a solicitação de conexão na sua carteira.',
  rejected: 'Conexão recusada',
  failed: 'Falha na conexão',
}
