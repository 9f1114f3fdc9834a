import type { networkViews as english } from '../en/networkViews'

/** Inside the network views: switching and the unsupported-network view. */
export const networkViews: typeof english = {
  titles: {
    Networks: 'नेटवर्क चुनें',
    SwitchNetwork: 'नेटवर्क बदलें',
    UnsupportedChain: 'नेटवर्क बदलें',
  },
  current: 'मौजूदा नेटवर्क',
  namespaces: {
    eip155: 'EVM नेटवर्क',
    solana: 'Solana नेटवर्क',
    bip122: 'Bitcoin नेटवर्क',
    polkadot: 'Polkadot नेटवर्क',
    cosmos: 'Cosmos नेटवर्क',
  },
  switchNetwork: {
    approveIn: (wallet) => `${wallet} में स्वीकृति दें`,
    approveRequest: (network) => `${network} पर जाने के लिए अपने वॉलेट में अनुरोध स्वीकार करें।`,
    declined: 'नेटवर्क बदलना अस्वीकार किया गया',
    failed: 'नेटवर्क नहीं बदल सका',
  },
  unsupportedChain: {
    description: 'यह ऐप आपके मौजूदा नेटवर्क को सपोर्ट नहीं करता। जारी रखने के लिए किसी उपलब्ध नेटवर्क पर जाएँ।',
    disconnect: 'डिस्कनेक्ट करें',
  },
}
