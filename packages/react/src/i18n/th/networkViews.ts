import type { networkViews as english } from '../en/networkViews'

/** Inside the network views: switching and the unsupported-network view. */
export const networkViews: typeof english = {
  titles: {
    Networks: 'เลือกเครือข่าย',
    SwitchNetwork: 'สลับเครือข่าย',
    UnsupportedChain: 'สลับเครือข่าย',
  },
  current: 'เครือข่ายปัจจุบัน',
  namespaces: {
    eip155: 'เครือข่าย EVM',
    solana: 'เครือข่าย Solana',
    bip122: 'เครือข่าย Bitcoin',
    polkadot: 'เครือข่าย Polkadot',
    cosmos: 'เครือข่าย Cosmos',
  },
  switchNetwork: {
    approveIn: (wallet) => `อนุมัติใน ${wallet}`,
    approveRequest: (network) => `ยอมรับคำขอในกระเป๋าเงินของคุณเพื่อสลับไปยัง ${network}`,
    declined: 'การสลับถูกปฏิเสธ',
    failed: 'สลับเครือข่ายไม่สำเร็จ',
  },
  unsupportedChain: {
    description: 'แอปนี้ไม่รองรับเครือข่ายปัจจุบันของคุณ สลับไปยังเครือข่ายที่รองรับเพื่อดำเนินการต่อ',
    disconnect: 'ยกเลิกการเชื่อมต่อ',
  },
}
