import type { Latch } from '@latch/core'
import { type RegistryWallet, selectRegistryWallet } from '@latch/core/walletConnect'
import { WalletIcon } from '../../components/WalletIcon'

/** A registry wallet in a list: tapping it opens the wallet on a phone, or its QR code elsewhere. */
export function RegistryWalletRow({ latch, wallet }: { latch: Latch; wallet: RegistryWallet }) {
  return (
    <li>
      <button
        type="button"
        className="item"
        onClick={() => selectRegistryWallet(latch, { wallet })}
      >
        <WalletIcon icon={wallet.imageUrl} />
        <span>{wallet.name}</span>
      </button>
    </li>
  )
}
