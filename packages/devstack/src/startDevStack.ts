import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createWriteStream, mkdirSync } from 'node:fs'
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { toHex } from 'viem'
import {
  type AccountAbstractionContracts,
  deployAccountAbstraction,
  devPaymasterSignerKey,
} from './accountAbstraction/deployAccountAbstraction'
import { startBundler } from './accountAbstraction/startBundler'
import { bitcoinRegtestCaipNetworkId, startBitcoinRegtest } from './bitcoin/startBitcoinRegtest'
import { devNamesGatewayKey, devNamesZone } from './ens/deployNamesZone'
import { devFarcasterCustody, devFarcasterFid } from './farcaster/devFarcasterAccount'
import { installFarcasterIdRegistry, registerFarcasterFid } from './farcaster/farcasterIdRegistry'
import { startFarcasterRelay } from './farcaster/startFarcasterRelay'
import { startOidcProvider } from './oidc/startOidcProvider'
import { dataDir, pgliteImageCacheDir, repoRoot, stateDir } from './paths'
import { solanaLocalCaipNetworkId, startSolanaChain } from './solana/startSolanaChain'
import { type DevChainInfo, startDevChains } from './startDevChains'
import { testAccount } from './testAccounts'

export { dataDir, repoRoot, stateDir } from './paths'

export type DevStackInfo = {
  /** Each chain's test contracts and AMM (`amm`: Uniswap V2 router, factory, WETH, pools). */
  chains: DevChainInfo[]
  /** The local Solana chain (JSON-RPC over litesvm; PubSub at `wsUrl`) and its "Latch USD" SPL mint. */
  solana?: { rpcUrl: string; wsUrl: string; caipNetworkId: string; usdMint: string }
  /**
   * The local Bitcoin regtest: an in-process regtest ledger (a stand-in for bitcoind + electrs/Esplora, which
   * cannot be installed offline here) behind Esplora's HTTP API at `esploraUrl`; `POST <esploraUrl>/regtest/mine`
   * mines a block at once.
   */
  bitcoin?: { esploraUrl: string; caipNetworkId: string }
  /**
   * Per dev chain, ERC-4337 v0.7 (EntryPoint, SimpleAccountFactory, a VerifyingPaymaster) and its bundler (Alto)
   * at `bundlerUrl`: only when asked for (`bundler: true`).
   */
  accountAbstraction?: Array<AccountAbstractionContracts & { chainId: number; bundlerUrl: string }>
  serverUrl?: string
  demoUrl?: string
  sampleWalletUrl?: string
  /** The embedded wallet's secure site (served by the server on its second listener). */
  secureSiteUrl?: string
  /** The operator's console (served by the server at `/console/`) and this run's one-time sign-in token. */
  consoleUrl?: string
  consoleToken?: string
  /** Mail the server sent (the built-in SMTP sink), unless SMTP_URL sends it elsewhere. */
  inboxUrl?: string
  /** The dev OIDC provider standing in for "google" and "apple" (visitor@example.com / visitor-password). */
  oidcIssuer?: string
  /**
   * Stand-ins for Sign In With Farcaster: the relay (its three endpoints) at this URL, and the ID registry at its
   * real address on the first chain, where `devFarcasterFid`'s custody is `devFarcasterCustodyKey`'s address.
   */
  farcasterRelayUrl?: string
}

export type DevStack = { info: DevStackInfo; stop(): Promise<void> }

const serverUrl = 'http://localhost:8787'
const demoUrl = 'http://localhost:5173'
const sampleWalletUrl = 'http://localhost:5174/wc.html'
// The secure site is on another host than the app and the server (cookies and storage split by host, not port), and
// a domain name: WebAuthn refuses an IP address as the passkeys' relying party (behaviour.md §11.7). Browsers resolve
// `*.localhost` to this machine themselves (and count it a secure context); Node's resolver does not, so the stack's
// own probe goes to the address it is served on.
const secureSiteUrl = 'http://secure.localhost:8788'
const secureSiteProbeUrl = 'http://127.0.0.1:8788'
const oidcPort = 8790
const farcasterRelayPort = 8791
/** Where solana-test-validator listens, so Solana tools' local defaults reach it. */
const solanaPort = 8899
/** Where electrs serves Esplora's API for regtest by default. */
const bitcoinPort = 3002
/** A bundler per dev chain (31337, 31338), on ports named after ERC-4337. */
const bundlerPorts = [4337, 4338] as const
/** The dev provider's client: the Latch server. Not a secret anywhere but here. */
const oidcClient = {
  clientId: 'latch-dev',
  clientSecret: 'latch-dev-client-secret-not-for-production',
}
/**
 * The same provider standing in for "apple" too, as a client of its own (Apple's defaults: scope `openid`, the
 * secret in the token request's body), so a visitor whose platform drops google (behaviour.md §2.10) has a social
 * login in the dev stack.
 */
const oidcAppleClient = {
  clientId: 'latch-dev-apple',
  clientSecret: 'latch-dev-apple-client-secret-not-for-production',
}

/**
 * A secret generated on the first run and kept in `.latch/<name>` (mode 600) for the next ones: the embedded
 * wallets' KEK and the OTP key stay the same across restarts, as they would in production.
 */
async function keptSecret(name: string, create: () => string): Promise<string> {
  const path = join(dataDir, name)
  const kept = await readFile(path, 'utf8').catch(() => '')
  if (kept.trim()) return kept.trim()
  const secret = create()
  await mkdir(dataDir, { recursive: true })
  await writeFile(path, `${secret}\n`, { mode: 0o600 })
  await chmod(path, 0o600)
  return secret
}

/** The `vite` command line of the workspace's one Vite. */
function viteBin(): string {
  return join(
    dirname(createRequire(join(repoRoot, 'apps/demo/package.json')).resolve('vite/package.json')),
    'bin/vite.js',
  )
}

/** `vite build` of one of the apps (`apps/<app>`), with its extra arguments; throws with its output if it fails. */
async function viteBuild(
  app: string,
  args: string[],
  quiet: boolean | undefined,
  env: Record<string, string> = {},
) {
  const build = startProcess(
    app,
    process.execPath,
    [viteBin(), 'build', '--logLevel', 'warn', ...args],
    { cwd: join(repoRoot, 'apps', app), env, quiet },
  )
  const code = await new Promise<number | null>((resolvePromise) =>
    build.child.once('exit', (exitCode) => resolvePromise(exitCode)),
  )
  if (code !== 0) throw new Error(`apps/${app} did not build (${code})\n${build.output()}`)
}

/** `vite build` of apps/secure-site (a few seconds): the server serves its `dist/`. */
export async function buildSecureSite(quiet: boolean | undefined) {
  await viteBuild('secure-site', [], quiet)
}

/** `vite build` of apps/console (a few seconds): the server serves its `dist/` at `/console/`. */
export async function buildConsole(quiet: boolean | undefined) {
  await viteBuild('console', [], quiet)
}

/**
 * `vite build` of the demo on the packages' `dist/` (LATCH_DIST), into `outDir`: the page a visitor of an app gets,
 * which the e2e tests load (`demo: { built: outDir }`). Unbundled, as the dev server serves it, each page load
 * fetched and compiled some hundred modules: the e2e's largest cost on two cores.
 */
export async function buildDemo(outDir: string, quiet?: boolean) {
  // Only the build's own environment: the builds that run beside it (runShards.ts) keep theirs.
  await viteBuild('demo', ['--outDir', outDir, '--emptyOutDir'], quiet, { LATCH_DIST: '1' })
}

/**
 * The server paymaster's and smart accounts' settings when the stack runs ERC-4337 (docs/smart-accounts.md): the
 * dev signer, each chain's VerifyingPaymaster and bundler. Without the bundler, none: the paymaster answers that it is off.
 */
function paymasterEnv(
  accountAbstraction: DevStackInfo['accountAbstraction'],
  chains: DevStackInfo['chains'],
): Record<string, string> {
  if (!accountAbstraction?.length) return {}
  return {
    LATCH_PAYMASTER_SIGNER_KEY: devPaymasterSignerKey,
    LATCH_PAYMASTER_CONTRACTS: JSON.stringify(
      Object.fromEntries(
        accountAbstraction.map((entry) => [entry.chainId, entry.verifyingPaymaster]),
      ),
    ),
    LATCH_BUNDLERS: JSON.stringify(
      Object.fromEntries(accountAbstraction.map((entry) => [entry.chainId, entry.bundlerUrl])),
    ),
    LATCH_SESSION_CONTRACTS: JSON.stringify(
      Object.fromEntries(chains.map((chain) => [chain.chainId, chain.sessionSpendLimits])),
    ),
  }
}

/**
 * The whole local stack: both dev chains with the test contracts, the local Solana chain and the Bitcoin regtest,
 * then the server and the demo as child processes. Resolves when every part answers; `stop()` ends them all, in
 * reverse order.
 */
export async function startDevStack(
  options: {
    /** The demo on Vite's dev server (true, the default), or a build of it (`buildDemo`) served as is. */
    demo?: boolean | { built: string }
    server?: boolean
    sampleWallet?: boolean
    /**
     * ERC-4337 on the dev chains and a bundler for each (`npm start`); `'background'` does not wait for the
     * bundlers to answer (the e2e's stack); `'unstarted'` deploys the contracts and configures the server alike,
     * but starts no bundler (an e2e shard whose specs send no user operation: Alto would idle through them).
     * Off unless asked.
     */
    bundler?: boolean | 'background' | 'unstarted'
    quiet?: boolean
  } = {},
): Promise<DevStack> {
  const stops: Array<() => Promise<void>> = []
  const stop = async () => {
    for (const stopPart of stops.splice(0).reverse()) await stopPart().catch(() => undefined)
  }
  try {
    const devChainsStarted = await startDevChains({ cacheDir: dataDir })
    stops.push(devChainsStarted.stop)
    const info: DevStackInfo = { chains: devChainsStarted.chains }
    const solana = await startSolanaChain({ port: solanaPort, host: '127.0.0.1' })
    stops.push(solana.close)
    info.solana = {
      rpcUrl: solana.rpcUrl,
      wsUrl: solana.wsUrl,
      caipNetworkId: solanaLocalCaipNetworkId,
      usdMint: solana.usdMint,
    }
    const bitcoin = await startBitcoinRegtest({ port: bitcoinPort })
    stops.push(bitcoin.stop)
    info.bitcoin = { esploraUrl: bitcoin.url, caipNetworkId: bitcoinRegtestCaipNetworkId }
    if (options.bundler) {
      info.accountAbstraction = await Promise.all(
        info.chains.map(async (chain, index) => {
          const contracts = await deployAccountAbstraction(chain.rpcUrl)
          const port = bundlerPorts[index] ?? 4337 + index
          const bundlerUrl = `http://127.0.0.1:${port}`
          if (options.bundler === 'unstarted')
            return { ...contracts, chainId: chain.chainId, bundlerUrl }
          const starting = startBundler({ rpcUrl: chain.rpcUrl, port })
          stops.push(async () => (await starting.catch(() => undefined))?.stop())
          // 'background': Alto's start (some seconds) runs beside the server's and the demo's; whoever sends a
          // user operation first waits for its URL to answer (the e2e: `bundlerReady`).
          if (options.bundler === 'background')
            starting.catch((error: unknown) =>
              console.error(`the bundler on ${port} failed`, error),
            )
          else await starting
          return { ...contracts, chainId: chain.chainId, bundlerUrl }
        }),
      )
    }

    if (options.server !== false) {
      // The dev chains start from block 0 on every run: what an earlier run indexed describes blocks that no
      // longer exist, so the server starts on an empty database (the demo project is seeded again).
      await rm(join(stateDir, 'data'), { recursive: true, force: true })
      // That new database is the migrated image unpacked, not a migration of its own (initdb and the migrations in
      // WASM were most of the server's start). Loaded here only: the barrel stays free of PGlite.
      if (!process.env.DATABASE_URL) {
        const { seedPgliteDataDir } = await import('@latch/server/pgliteImage')
        await seedPgliteDataDir(join(stateDir, 'data', 'pglite'), pgliteImageCacheDir)
      }
      // Built once before several stacks start side by side (e2e/runShards.ts), not by each of them.
      if (process.env.LATCH_SECURE_SITE_BUILT !== '1') await buildSecureSite(options.quiet)
      if (process.env.LATCH_CONSOLE_BUILT !== '1') await buildConsole(options.quiet)
      // The console's one-time sign-in token of this run (docs/console.md), for `npm start` to print.
      const consoleToken = randomBytes(24).toString('base64url')
      const oidc = await startOidcProvider({
        port: oidcPort,
        ...oidcClient,
        redirectUri: `${secureSiteUrl}/social/callback`,
        moreClients: [
          {
            ...oidcAppleClient,
            name: 'Latch (Apple stand-in)',
            tokenEndpointAuthMethod: 'client_secret_post',
          },
        ],
      })
      stops.push(oidc.stop)
      info.oidcIssuer = oidc.issuer
      const farcasterRelay = await startFarcasterRelay({ port: farcasterRelayPort })
      stops.push(farcasterRelay.stop)
      info.farcasterRelayUrl = farcasterRelay.url
      const [optimismStandIn] = info.chains
      if (!optimismStandIn) throw new Error('no dev chain for the ID registry stand-in')
      await installFarcasterIdRegistry(optimismStandIn.rpcUrl, join(dataDir, 'contracts-cache'))
      await registerFarcasterFid(
        optimismStandIn.rpcUrl,
        devFarcasterFid,
        devFarcasterCustody.address,
      )
      // The developer's own SMTP server, if set, gets the mail; otherwise the built-in sink and /dev/inbox.
      const mail: Record<string, string> = process.env.SMTP_URL
        ? {}
        : { LATCH_SMTP_SINK_PORT: '2525' }
      const server = startProcess(
        'server',
        process.execPath,
        [...sourceCondition(), '--import', 'tsx', 'packages/server/src/main.ts'],
        {
          cwd: repoRoot,
          env: {
            PORT: '8787',
            HOST: '127.0.0.1',
            ...serverChainEnv(info.chains, info.solana, info.bitcoin),
            LATCH_DATA_DIR: join(stateDir, 'data'),
            LATCH_SEED_DEMO_PROJECT: '1',
            LATCH_SECURE_SITE_PORT: '8788',
            LATCH_SECURE_SITE_URL: secureSiteUrl,
            LATCH_PUBLIC_URL: serverUrl,
            LATCH_CONSOLE_TOKEN: consoleToken,
            LATCH_NAMES_ZONES: JSON.stringify({ 'latch-demo': devNamesZone }),
            LATCH_NAMES_GATEWAY_KEYS: devNamesGatewayKey,
            ...mail,
            LATCH_KEK: await keptSecret('kek', () => `dev:${randomBytes(32).toString('base64')}`),
            LATCH_AUTH_SECRET: await keptSecret('auth-secret', () =>
              randomBytes(32).toString('base64url'),
            ),
            OAUTH_GOOGLE_CLIENT_ID: oidcClient.clientId,
            OAUTH_GOOGLE_CLIENT_SECRET: oidcClient.clientSecret,
            OAUTH_GOOGLE_ISSUER: oidc.issuer,
            OAUTH_APPLE_CLIENT_ID: oidcAppleClient.clientId,
            OAUTH_APPLE_CLIENT_SECRET: oidcAppleClient.clientSecret,
            OAUTH_APPLE_ISSUER: oidc.issuer,
            ...paymasterEnv(info.accountAbstraction, info.chains),
            ...onrampSandboxEnv(info.chains),
            FARCASTER_RELAY_URL: farcasterRelay.url,
            FARCASTER_OPTIMISM_RPC_URL: optimismStandIn.rpcUrl,
          },
          quiet: options.quiet,
        },
      )
      stops.push(server.stop)
      // A bound for a start that hangs, not a speed check: the first boot migrates a new database, and beside a
      // build on both cores that took over a minute.
      await waitForUrl(`${serverUrl}/health`, server, 120_000)
      info.serverUrl = serverUrl
      await waitForUrl(`${secureSiteProbeUrl}/social/callback`, server, 10_000)
      info.secureSiteUrl = secureSiteUrl
      info.consoleUrl = `${serverUrl}/console/`
      info.consoleToken = consoleToken
      if (!process.env.SMTP_URL) info.inboxUrl = `${serverUrl}/dev/inbox`
    }

    if (options.demo !== false) {
      const built = typeof options.demo === 'object' ? options.demo.built : undefined
      // `vite preview` serves the built demo with the same server options (port, the demo's API plugin).
      const demo = startProcess(
        'demo',
        process.execPath,
        [
          viteBin(),
          ...(built ? ['preview', '--outDir', built] : []),
          '--host',
          'localhost',
          '--port',
          '5173',
          '--strictPort',
        ],
        { cwd: join(repoRoot, 'apps/demo'), env: {}, quiet: options.quiet },
      )
      stops.push(demo.stop)
      await waitForUrl(demoUrl, demo, 60_000)
      info.demoUrl = demoUrl
    }

    // The sample wallet's WalletConnect page (behaviour.md §10.4) when asked for (`npm start`): its own Vite on 5174.
    if (options.sampleWallet) {
      const walletRoot = join(repoRoot, 'apps/sample-wallet')
      const page = startProcess(
        'sample-wallet',
        process.execPath,
        [viteBin(), '--host', 'localhost', '--port', '5174', '--strictPort'],
        { cwd: walletRoot, env: {}, quiet: options.quiet },
      )
      stops.push(page.stop)
      await waitForUrl(sampleWalletUrl, page, 60_000)
      info.sampleWalletUrl = sampleWalletUrl
    }

    await mkdir(stateDir, { recursive: true })
    await writeFile(join(stateDir, 'devstack.json'), `${JSON.stringify(info, null, 2)}\n`)
    return { info, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * The on-ramp's sandbox on chain 31337 (docs/onramp.md): it pays out from test account #7, which no e2e spec
 * spends from or checks, and signs its webhooks with a secret of this run.
 */
function onrampSandboxEnv(chains: readonly DevChainInfo[]): Record<string, string> {
  const chain = chains.find((candidate) => candidate.chainId === 31337)
  if (!chain) return {}
  return {
    LATCH_ONRAMP_SANDBOX: JSON.stringify({
      caipNetworkId: 'eip155:31337',
      faucetKey: toHex(testAccount(7).getHdKey().privateKey as Uint8Array),
      lusd: chain.contracts.lusd,
      webhookSecret: randomBytes(32).toString('base64url'),
    }),
  }
}

/**
 * The server's swap configuration for the dev chains' AMM (LUSD is the USD stable) and their token list without
 * static prices, so prices come from the pools' reserves (behaviour.md §13.2); an operator's `priceUsd` would override.
 */
export function swapEnv(chains: readonly DevChainInfo[]) {
  return {
    LATCH_SWAP: JSON.stringify(
      chains.map((chain) => ({
        caipNetworkId: `eip155:${chain.chainId}`,
        router: chain.amm.router,
        factory: chain.amm.factory,
        weth: chain.amm.weth,
        usdStable: chain.contracts.lusd,
      })),
    ),
    LATCH_TOKENS: JSON.stringify(
      chains.flatMap((chain) =>
        ['native', ...Object.values(chain.contracts)].map((address) => ({
          asset: `eip155:${chain.chainId}:${address}`,
        })),
      ),
    ),
  }
}

/**
 * The server's chains (LATCH_CHAINS): both dev EVM chains with their swap configuration, the local Solana
 * chain (behaviour.md §14) with its coins on the token list at the operator's prices (no AMM there), and the
 * Bitcoin regtest's Esplora API (modules/bitcoin) with BTC at an operator's price.
 */
function serverChainEnv(
  chains: readonly DevChainInfo[],
  solana: DevStackInfo['solana'],
  bitcoin: DevStackInfo['bitcoin'],
) {
  const swap = swapEnv(chains)
  return {
    ...swap,
    LATCH_CHAINS: JSON.stringify([
      ...chains.map((chain) => ({
        caipNetworkId: `eip155:${chain.chainId}`,
        rpcUrl: chain.rpcUrl,
      })),
      ...(solana ? [{ caipNetworkId: solana.caipNetworkId, rpcUrl: solana.rpcUrl }] : []),
      ...(bitcoin
        ? [{ caipNetworkId: bitcoin.caipNetworkId, esploraUrl: bitcoin.esploraUrl }]
        : []),
    ]),
    LATCH_TOKENS: JSON.stringify([
      ...(JSON.parse(swap.LATCH_TOKENS) as unknown[]),
      ...(solana
        ? [
            { asset: `${solana.caipNetworkId}:native`, priceUsd: 150 },
            {
              asset: `${solana.caipNetworkId}:${solana.usdMint}`,
              priceUsd: 1,
              name: 'Latch USD',
              symbol: 'LUSD',
            },
          ]
        : []),
      // Regtest coins are worth nothing: the operator's price lets the modal show values as on mainnet.
      ...(bitcoin ? [{ asset: `${bitcoin.caipNetworkId}:native`, priceUsd: 60_000 }] : []),
    ]),
  }
}

/**
 * Node resolves the workspace packages to their source (no build needed), or with LATCH_DIST=1 to the built
 * `dist/` an app gets from npm; the demo's vite.config.ts reads the same variable.
 */
function sourceCondition() {
  return process.env.LATCH_DIST ? [] : ['--conditions=@latch/source']
}

function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string>; quiet?: boolean | undefined },
) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  // Everything it prints is kept in the state directory (`<name>.log`), quiet or not: what a failed e2e test's
  // server said (a 429, an error) is read there afterwards (docs/testing.md).
  mkdirSync(stateDir, { recursive: true })
  const log = createWriteStream(join(stateDir, `${name}.log`))
  const forward = (chunk: Buffer) => {
    log.write(chunk)
    output = (output + chunk.toString()).slice(-4000)
    if (!options.quiet)
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) process.stdout.write(`[${name}] ${line}\n`)
  }
  child.stdout?.on('data', forward)
  child.stderr?.on('data', forward)
  const exited = new Promise<void>((resolvePromise) =>
    child.once('exit', () => {
      log.end()
      resolvePromise()
    }),
  )
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  return {
    child,
    /** The last few KB it printed, for the error when it fails to start. */
    output: () => output,
    async stop() {
      process.removeListener('exit', killOnExit)
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
        await exited
        clearTimeout(timer)
      }
    },
  }
}

async function waitForUrl(
  url: string,
  started: { child: ChildProcess; output(): string },
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null)
      throw new Error(
        `${url} did not come up: its process exited (${started.child.exitCode})\n${started.output()}`,
      )
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 100))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}
