import type { walletConnectViews as english } from '../en/walletConnectViews'

/** Inside the WalletConnect views: the QR code and the wallet registry. */
export const walletConnectViews: typeof english = {
  titles: {
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    AllWallets: 'Todas as carteiras',
  },
  scanWith: (wallet) => `Escaneie este QR code com a ${wallet}`,
  scanWithPhone: 'Escaneie este QR code com uma carteira de celular',
  qrLabel: 'QR code do WalletConnect',
  preparing: 'Preparando o QR code…',
  continueIn: (wallet) => `Continue na ${wallet}`,
  acceptInWallet: 'Aceite a solicitação de conexão na carteira.',
  open: (wallet) => `Abrir ${wallet}`,
  getWallet: (wallet) => `Não tem? Baixe a ${wallet}`,
  copyLink: 'Copiar link',
  linkCopied: 'Link copiado',
  copyFailed: 'Não foi possível copiar o link',
  rejected: 'Conexão recusada',
  failed: 'Falha na conexão',
  search: 'Buscar carteira',
  walletsLabel: 'Carteiras',
  loadMore: 'Mais carteiras',
  loading: 'Carregando carteiras…',
  noResults: 'Nenhuma carteira corresponde à sua busca.',
  unavailable: 'A lista de carteiras está indisponível no momento.',
  allWallets: 'Todas as carteiras',
  walletConnect: 'WalletConnect',
}
