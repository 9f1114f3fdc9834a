import type { networkViews as english } from '../en/networkViews'

/** Inside the network views: switching and the unsupported-network view. */
export const networkViews: typeof english = {
  titles: {
    Networks: 'انتخاب شبکه',
    SwitchNetwork: 'تغییر شبکه',
    UnsupportedChain: 'تغییر شبکه',
  },
  current: 'شبکهٔ فعلی',
  namespaces: {
    eip155: 'شبکه‌های EVM',
    solana: 'شبکه‌های Solana',
    bip122: 'شبکه‌های Bitcoin',
    polkadot: 'شبکه‌های Polkadot',
    cosmos: 'شبکه‌های Cosmos',
  },
  switchNetwork: {
    approveIn: (wallet) => `در ${wallet} تأیید کنید`,
    approveRequest: (network) => `برای رفتن به ${network}، درخواست را در کیف پول خود تأیید کنید.`,
    declined: 'تغییر شبکه رد شد',
    failed: 'تغییر شبکه ناموفق بود',
  },
  unsupportedChain: {
    description:
      'این برنامه از شبکهٔ فعلی شما پشتیبانی نمی‌کند. برای ادامه، به یکی از شبکه‌های موجود بروید.',
    disconnect: 'قطع اتصال',
  },
}
