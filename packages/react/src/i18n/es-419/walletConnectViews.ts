import type { walletConnectViews as english } from '../en/walletConnectViews'

/** Inside the WalletConnect views: the QR code and the wallet registry. */
export const walletConnectViews: typeof english = {
  titles: {
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    AllWallets: 'Todas las billeteras',
  },
  scanWith: (wallet) => `Escanea este código QR con ${wallet}`,
  scanWithPhone: 'Escanea este código QR con una billetera móvil',
  qrLabel: 'Código QR de WalletConnect',
  preparing: 'Preparando el código QR…',
  continueIn: (wallet) => `Continúa en ${wallet}`,
  acceptInWallet: 'Acepta la solicitud de conexión en la billetera.',
  open: (wallet) => `Abrir ${wallet}`,
  getWallet: (wallet) => `¿No la tienes? Descarga ${wallet}`,
  copyLink: 'Copiar enlace',
  linkCopied: 'Enlace copiado',
  copyFailed: 'No se pudo copiar el enlace',
  rejected: 'Conexión rechazada',
  failed: 'No se pudo conectar',
  search: 'Buscar billetera',
  walletsLabel: 'Billeteras',
  loadMore: 'Más billeteras',
  loading: 'Cargando billeteras…',
  noResults: 'Ninguna billetera coincide con tu búsqueda.',
  unavailable: 'La lista de billeteras no está disponible en este momento.',
  allWallets: 'Todas las billeteras',
  walletConnect: 'WalletConnect',
}
