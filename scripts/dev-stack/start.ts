import { solanaTestKey, startDevStack, testAccount } from '@latch/devstack'

// `npm start`: the whole stack on embedded defaults, offline. Ctrl-C stops every part.
const started = Date.now()
console.log('Starting the Latch dev stack…')
const stack = await startDevStack({
  demo: true,
  server: true,
  sampleWallet: true,
  bundler: true,
}).catch((error: Error) => {
  console.error(`\nThe dev stack could not start: ${error.message}`)
  process.exit(1)
})

const { info } = stack
const lines = [
  '',
  `Latch dev stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  '',
  `  Demo      ${info.demoUrl}   (tick "Inject the sample wallet" if you have no wallet extension)`,
  `  Server    ${info.serverUrl}   (health: ${info.serverUrl}/health)`,
  `  Wallet    ${info.sampleWalletUrl}   (WalletConnect sample wallet: paste a wc: URI; account #2)`,
  `  Secure    ${info.secureSiteUrl}   (the embedded wallet's frame, served by the server)`,
  `  Console   ${info.consoleUrl}   (operators; one-time sign-in token: ${info.consoleToken})`,
  info.inboxUrl
    ? `  Inbox     ${info.inboxUrl}   (login codes and links the server mailed)`
    : '  Inbox     mail goes to SMTP_URL',
  `  Google    ${info.oidcIssuer}   (dev OIDC provider: visitor@example.com / visitor-password)`,
  ...info.chains.map(
    (chain) => `  Chain     ${chain.rpcUrl}  chain id ${chain.chainId} (${chain.name})`,
  ),
  ...(info.accountAbstraction ?? []).map(
    (aa) =>
      `  Bundler   ${aa.bundlerUrl}  chain id ${aa.chainId} (Alto, ERC-4337 EntryPoint v0.7 ${aa.entryPoint})`,
  ),
  ...(info.solana
    ? [
        `  Solana    ${info.solana.rpcUrl}  ${info.solana.caipNetworkId} (a JSON-RPC front for litesvm; PubSub ${info.solana.wsUrl})`,
      ]
    : []),
  '',
  `  Test accounts: the "test … junk" mnemonic; #1 ${testAccount(1).address} is the sample wallet's.`,
  `  Tokens on both chains: LUSD ${info.chains[0]?.contracts.lusd}, LTK ${info.chains[0]?.contracts.ltk}`,
  ...(info.solana
    ? [
        `  Solana: test keys of the same mnemonic (Phantom's path), #1 ${solanaTestKey(1).address} is the sample wallet's; LUSD mint ${info.solana.usdMint}`,
      ]
    : []),
  '',
  'Press Ctrl-C to stop.',
]
console.log(lines.join('\n'))

let stopping = false
async function shutdown() {
  if (stopping) return
  stopping = true
  console.log('\nStopping…')
  await stack.stop()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
