import type { networkViews as english } from '../en/networkViews'

/** Inside the network views: switching and the unsupported-network view. */
export const networkViews: typeof english = {
  titles: {
    Networks: 'اختيار الشبكة',
    SwitchNetwork: 'تبديل الشبكة',
    UnsupportedChain: 'تبديل الشبكة',
  },
  current: 'الشبكة الحالية',
  namespaces: {
    eip155: 'شبكات EVM',
    solana: 'شبكات Solana',
    bip122: 'شبكات Bitcoin',
    polkadot: 'شبكات Polkadot',
    cosmos: 'شبكات Cosmos',
  },
  switchNetwork: {
    approveIn: (wallet) => `وافق في ${wallet}`,
    approveRequest: (network) => `وافق على الطلب في محفظتك للتبديل إلى ${network}.`,
    declined: 'تم رفض التبديل',
    failed: 'تعذّر تبديل الشبكة',
  },
  unsupportedChain: {
    description: 'لا يدعم هذا التطبيق شبكتك الحالية. بدّل إلى إحدى الشبكات المتاحة للمتابعة.',
    disconnect: 'قطع الاتصال',
  },
}
