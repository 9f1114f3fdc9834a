import { ConnectButton, NetworkButton } from '@latch/react'
import { AccountDetails } from './AccountDetails'
import { BatchActions } from './BatchActions'
import { DevPanel } from './DevPanel'
import { LanguagePicker } from './LanguagePicker'
import { theme } from './latch'
import { SessionActions } from './SessionActions'
import { SignInStatus } from './SignInStatus'
import { SolanaActions } from './SolanaActions'
import { ThemeSwitch } from './ThemeSwitch'
import { WalletActions } from './WalletActions'

export function App() {
  return (
    <>
      <header className="topbar">
        <span className="brand">Latch demo</span>
        <nav aria-label="Wallet" className="wallet-nav">
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <main>
        <h1>Latch demo</h1>
        <p>
          A small dapp on the local dev chains, EVM and Solana. Connect a wallet with the button
          above; without an extension, turn on the sample wallet below.
        </p>
        <AccountDetails />
        <SignInStatus />
        <WalletActions />
        <BatchActions />
        <SessionActions />
        <SolanaActions />
        <ThemeSwitch theme={theme} />
        <LanguagePicker />
        <DevPanel />
      </main>
    </>
  )
}
