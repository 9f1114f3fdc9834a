import { bitcoinAdapter, bitcoinRegtest } from '@latch/bitcoin'
import { bitcoinProfileWallets } from '@latch/bitcoin/profileWallets'
import { bitcoinSend } from '@latch/bitcoin/send'
import { bitcoinWalletConnect } from '@latch/bitcoin/walletConnect'
import { createLatch } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { evmBatch } from '@latch/evm/batch'
import { evmEmbeddedWallet, evmSmartAccount } from '@latch/evm/embeddedWallet'
import { evmNames } from '@latch/evm/names'
import { evmProfileWallets } from '@latch/evm/profileWallets'
import { evmSend } from '@latch/evm/send'
import { evmSessions } from '@latch/evm/sessions'
import { evmSiwx } from '@latch/evm/siwx'
import { evmSwap } from '@latch/evm/swap'
import { evmWalletConnect } from '@latch/evm/walletConnect'
import { analytics } from '@latch/react/analytics'
import { embeddedWallet } from '@latch/react/embeddedWallet'
import { names } from '@latch/react/names'
import { onramp } from '@latch/react/onramp'
import { profileWallets } from '@latch/react/profileWallets'
import { send } from '@latch/react/send'
import { siwx } from '@latch/react/siwx'
import { swap } from '@latch/react/swap'
import { walletConnect } from '@latch/react/walletConnect'
import { solanaAdapter, solanaLocal } from '@latch/solana'
import { solanaEmbeddedWallet } from '@latch/solana/embeddedWallet'
import { solanaProfileWallets } from '@latch/solana/profileWallets'
import { solanaSend } from '@latch/solana/send'
import { solanaWalletConnect } from '@latch/solana/walletConnect'
import { readDemoTheme } from './demoTheme'
import { latchLocal, latchLocal2 } from './devChains'

// Both dev EVM chains, the dev stack's local Solana chain and its Bitcoin regtest (behaviour.md §14): a visitor may
// connect any of them, or all at once.
const networks = [latchLocal, latchLocal2, solanaLocal, bitcoinRegtest] as const

// Each adapter with what the demo's features need of its namespace (the features are listed below).
export const evm = evmAdapter({
  networks: [latchLocal, latchLocal2],
  capabilities: [
    evmWalletConnect,
    evmBatch,
    // ERC-7715 sessions: the session account's user operations go through the dev stack's Alto (Latch Local).
    evmSessions({ bundlerUrls: { 31337: 'http://127.0.0.1:4337' } }),
    evmEmbeddedWallet,
    evmSmartAccount,
    evmSend,
    evmNames,
    evmSwap,
    evmSiwx,
    evmProfileWallets,
  ],
})
export const solana = solanaAdapter({
  networks: [solanaLocal],
  capabilities: [solanaWalletConnect, solanaEmbeddedWallet, solanaSend, solanaProfileWallets],
})
export const bitcoin = bitcoinAdapter({
  networks: [bitcoinRegtest],
  capabilities: [bitcoinWalletConnect, bitcoinSend, bitcoinProfileWallets],
})

export const theme = readDemoTheme(location.search)

/** `?walletConnect=manual`: the app drives WalletConnect itself (opening rule 2: AllWallets on a phone, the QR code elsewhere). */
const manualWalletConnectControl =
  new URLSearchParams(location.search).get('walletConnect') === 'manual'

/**
 * `?siwx=required` or `?siwx=optional`: sign in with the wallet through the Latch server (behaviour.md §12); off
 * without.
 */
const siwxMode = new URLSearchParams(location.search).get('siwx')

/** `?profileWallets=on`: several wallets at once, switched in ProfileWallets (behaviour.md §4.3); off without. */
const profileWalletsOn = new URLSearchParams(location.search).get('profileWallets') === 'on'

/**
 * `?projectId=…`: another project of the dev stack's server (the operator console's, or an unknown one to see the
 * modal's "Invalid Project ID" alert, behaviour.md §8.8); `latch-demo` without.
 */
const projectId = new URLSearchParams(location.search).get('projectId') || 'latch-demo'

/** `?analytics=on`: events and error reports to the server's `POST /e` (behaviour.md §7.7); off without. */
const analyticsOn = new URLSearchParams(location.search).get('analytics') === 'on'

export const latch = createLatch({
  networks,
  adapters: [evm, solana, bitcoin],
  metadata: {
    name: 'Latch demo',
    description: 'A small dapp showing the Latch modal',
    url: 'http://localhost:5173',
    icons: [],
  },
  projectId,
  apiUrl: 'http://localhost:8787',
  manualWalletConnectControl,
  // The features the demo turns on beyond connect, account and networks.
  features: [
    walletConnect({
      // The sample wallet's WalletConnect page (npm start), listed as an app's own wallet would be.
      customWallets: [
        {
          id: 'sample-phone-wallet',
          name: 'Sample Phone Wallet',
          webappLink: 'http://localhost:5174/wc.html',
          // Its universal link on a phone (`/wc?uri=…` appended): the sample wallet's page takes the pairing.
          mobileLink: 'http://localhost:5174',
          homepage: 'http://localhost:5174/wc.html',
        },
      ],
    }),
    // E-mail, social, passkey and Farcaster login through the dev stack's secure site (its own origin, a domain as
    // passkeys need; "google" and "apple" are the dev OIDC provider; Farcaster goes through the dev stack's relay and
    // ID-registry stand-ins); the smart account on the first dev chain only (docs/smart-accounts.md).
    embeddedWallet({
      secureSiteUrl: 'http://secure.localhost:8788',
      socials: ['google', 'apple'],
      smartAccountNetworks: [31337],
      passkeys: true,
      farcaster: true,
    }),
    send(),
    swap(),
    // Names in the demo project's zone, resolvable through the dev chains' ENS (CCIP-Read).
    names({ zone: 'latch.eth' }),
    // Buy crypto: the dev stack's server has the sandbox ramp, which pays out on 31337.
    onramp(),
    ...(siwxMode === 'required' || siwxMode === 'optional'
      ? [siwx({ required: siwxMode === 'required' })]
      : []),
    ...(profileWalletsOn ? [profileWallets()] : []),
    ...(analyticsOn ? [analytics()] : []),
  ],
  // The visitor's browser language (behaviour.md §20); the Language card changes it at run time.
  locale: 'auto',
  themeMode: theme.mode,
  themeVariables: theme.accent ? { '--latch-accent': theme.accent } : undefined,
})
