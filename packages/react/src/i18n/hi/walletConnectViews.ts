import type { walletConnectViews as english } from '../en/walletConnectViews'

/** Inside the WalletConnect views: the QR code and the wallet registry. */
export const walletConnectViews: typeof english = {
  titles: {
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    AllWallets: 'सभी वॉलेट',
  },
  scanWith: (wallet) => `यह QR कोड ${wallet} से स्कैन करें`,
  scanWithPhone: 'यह QR कोड किसी मोबाइल वॉलेट से स्कैन करें',
  qrLabel: 'WalletConnect QR कोड',
  preparing: 'QR कोड तैयार हो रहा है…',
  continueIn: (wallet) => `${wallet} में जारी रखें`,
  acceptInWallet: 'वॉलेट में कनेक्शन अनुरोध स्वीकार करें।',
  open: (wallet) => `${wallet} खोलें`,
  getWallet: (wallet) => `आपके पास नहीं है? ${wallet} डाउनलोड करें`,
  copyLink: 'लिंक कॉपी करें',
  linkCopied: 'लिंक कॉपी हो गया',
  copyFailed: 'लिंक कॉपी नहीं हो सका',
  rejected: 'कनेक्शन अस्वीकार किया गया',
  failed: 'कनेक्ट नहीं हो सका',
  search: 'वॉलेट खोजें',
  walletsLabel: 'वॉलेट',
  loadMore: 'और वॉलेट',
  loading: 'वॉलेट लोड हो रहे हैं…',
  noResults: 'आपकी खोज से कोई वॉलेट मेल नहीं खाता।',
  unavailable: 'वॉलेट की सूची अभी उपलब्ध नहीं है।',
  allWallets: 'सभी वॉलेट',
  walletConnect: 'WalletConnect',
}
