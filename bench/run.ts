import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { cpus } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildContender, type ContenderBuild } from '../scripts/size-budget/buildContender'
import { buildViteContender } from './buildViteContender'
import { mergeConvertFigures } from './convertFigures'
import {
  type DataApiResults,
  dataApiReadmeLine,
  dataApiSection,
  mixedLoadVerdict,
} from './dataApiFigures'
import { type Interaction, measureInteraction } from './measureInteraction'
import { readmeExampleVerdict } from './readmeExampleVerdict'
import { startLatchServer } from './startLatchServer'

// `npm run bench`: each contender's minimal React 19 app built by esbuild with the same settings, its first
// paint weighed, then driven in headless Chromium; the data API figures come from the server's own bench. Latch's
// README example and the wagmi baseline are also built by Vite, as an app following the README builds them.
const bench = dirname(fileURLToPath(import.meta.url))
const root = resolve(bench, '..')
// `--runs N` (or BENCH_RUNS) for a quicker run; `--interaction-only` skips the data API bench and keeps its last
// figures from results.json.
const args = process.argv.slice(2)
const runsArgument = args.indexOf('--runs')
const RUNS = Number(
  (runsArgument >= 0 ? args[runsArgument + 1] : undefined) ?? process.env.BENCH_RUNS ?? 20,
)
const interactionOnly = args.includes('--interaction-only')

/**
 * What each modal shows first once open: its first wallet item, or for Latch (no wallet in the bench's browser)
 * also its no-wallet message; RainbowKit's wallet options, AppKit's wallet rows (in shadow roots), ConnectKit's
 * connector buttons (the ones holding a wallet icon).
 */
const content = {
  Latch: '.body ul[aria-label=Wallets] li, .body p.muted',
  'Latch (Vite)': '.body ul[aria-label=Wallets] li, .body p.muted',
  'Latch (Solana only)': '.body ul[aria-label=Wallets] li, .body p.muted',
  AppKit: 'w3m-list-wallet, wui-list-wallet',
  RainbowKit: '[data-testid^="rk-wallet-option-"]',
  ConnectKit: 'button:has(> [data-shape])',
} as const

/** `relay`: the README example, given the run's Latch server for WalletConnect. `bundler`: esbuild unless said. */
const contenders: Array<{
  name: string
  entry: string
  from: string
  packages: string[]
  relay?: boolean
  bundler?: 'vite'
}> = [
  {
    name: 'Latch',
    entry: join(bench, 'apps/latch.ts'),
    from: root,
    packages: ['@latch/react'],
    relay: true,
  },
  {
    name: 'Latch (Solana only)',
    entry: join(bench, 'apps/latchSolana.ts'),
    from: root,
    packages: ['@latch/react', '@latch/solana', '@solana/kit'],
  },
  {
    name: 'AppKit',
    entry: join(bench, 'appkit/app.tsx'),
    from: join(bench, 'appkit'),
    packages: ['@reown/appkit', '@reown/appkit-adapter-wagmi', 'wagmi'],
  },
  {
    name: 'RainbowKit',
    entry: join(bench, 'apps/rainbowkit.tsx'),
    from: bench,
    packages: ['@rainbow-me/rainbowkit', 'wagmi'],
  },
  {
    name: 'ConnectKit',
    entry: join(bench, 'apps/connectkit.tsx'),
    from: bench,
    packages: ['connectkit', 'wagmi'],
  },
  {
    name: 'react + react-dom',
    entry: join(root, 'scripts/size-budget/apps/reactBaseline.tsx'),
    from: root,
    packages: ['react'],
  },
  {
    name: 'wagmi baseline',
    entry: join(root, 'scripts/size-budget/apps/wagmiBaseline.tsx'),
    from: root,
    packages: ['wagmi', 'viem', '@tanstack/react-query'],
  },
  // The same two apps as a Vite app builds them (production mode, Vite's default chunking, nothing tuned).
  {
    name: 'Latch (Vite)',
    entry: join(bench, 'apps/latch.ts'),
    from: root,
    packages: ['@latch/react', 'vite'],
    relay: true,
    bundler: 'vite',
  },
  {
    name: 'wagmi baseline (Vite)',
    entry: join(root, 'scripts/size-budget/apps/wagmiBaseline.tsx'),
    from: root,
    packages: ['wagmi', 'viem', '@tanstack/react-query', 'vite'],
    bundler: 'vite',
  },
]

async function version(from: string, name: string) {
  const path = join(from, 'node_modules', name, 'package.json')
  if (name.startsWith('@latch/')) return '0.1.0 (this checkout)'
  return existsSync(path)
    ? (JSON.parse(await readFile(path, 'utf8')) as { version: string }).version
    : 'missing'
}

/** `meta`: name → content tags the app reads (the Latch app's relay and project). */
async function page(build: ContenderBuild, outdir: string, meta: Record<string, string> = {}) {
  const css = existsSync(join(outdir, 'index.css'))
    ? '<link rel="stylesheet" href="/index.css">'
    : ''
  const tags = Object.entries(meta)
    .map(([name, content]) => `<meta name="${name}" content="${content}">`)
    .join('')
  await writeFile(
    join(outdir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${build.name}</title>${tags}${css}</head><body><div id="root"></div><script type="module" src="/index.js"></script></body></html>`,
  )
}

// Issue 10: Latch's WalletConnect goes to a real relay, a Latch server of its own for the whole run. The peers'
// WalletConnect needs their vendor's cloud relay, which the bench blocks: they get no QR figure.
process.stdout.write('Latch server (relay): starting… ')
const latchServer = await startLatchServer(root)
console.log(latchServer.url)

const results: Array<{
  name: string
  bundler: 'esbuild' | 'vite'
  /** The README example (the app with Latch's relay): issue 21's bounds apply to it. */
  relay?: boolean
  versions: Record<string, string>
  build: ContenderBuild
  interaction?: Interaction
  error?: string
}> = []
try {
  for (const contender of contenders) {
    const outdir = join(bench, '.build', contender.name.replace(/\W+/g, '-').toLowerCase())
    process.stdout.write(`${contender.name}: building… `)
    const meta: Record<string, string> = contender.relay
      ? { 'latch-relay-url': latchServer.relayUrl, 'latch-project-id': latchServer.projectId }
      : {}
    const parameters = {
      name: contender.name,
      entry: contender.entry,
      outdir,
      absWorkingDir: contender.from,
    }
    const bundler = contender.bundler ?? 'esbuild'
    // Vite writes its own page (its entry and modulepreload links); esbuild's gets one here.
    const build =
      bundler === 'vite'
        ? await buildViteContender({ ...parameters, meta })
        : await buildContender(parameters)
    if (bundler === 'esbuild') await page(build, outdir, meta)
    const versions = Object.fromEntries(
      await Promise.all(
        contender.packages.map(
          async (name) => [name, await version(contender.from, name)] as const,
        ),
      ),
    )
    process.stdout.write(`measuring ${RUNS} loads… `)
    try {
      results.push({
        name: contender.name,
        bundler,
        relay: contender.relay,
        versions,
        build,
        interaction: await measureInteraction(
          outdir,
          RUNS,
          contender.name in content
            ? {
                modal: {
                  content: content[contender.name as keyof typeof content],
                  walletConnect: contender.relay ?? false,
                },
              }
            : {},
        ),
      })
      console.log('done')
    } catch (error) {
      results.push({
        name: contender.name,
        bundler,
        relay: contender.relay,
        versions,
        build,
        error: (error as Error).message.split('\n')[0],
      })
      console.log(`interaction failed: ${(error as Error).message.split('\n')[0]}`)
    }
  }
} finally {
  await latchServer.stop()
}

/** The wagmi baseline built by the same bundler as `result`: each "over wagmi" figure compares like with like. */
const wagmiOf = (result: { bundler: string }) =>
  results.find(
    (other) => other.name.startsWith('wagmi baseline') && other.bundler === result.bundler,
  )
const wagmiGzip = (result: { bundler: string }) => wagmiOf(result)?.build.firstPaint.gzip ?? 0
const serverFile = join(bench, 'results.server.json')
const resultsFile = join(bench, 'results.json')
if (!process.env.BENCH_SKIP_SERVER && !interactionOnly)
  execFileSync(process.execPath, ['--import', 'tsx', 'packages/server/bench/dataApi.ts'], {
    cwd: root,
    stdio: 'inherit',
  })
// The relay's own bench (packages/server/bench/relay.ts); --interaction-only keeps its last figures too.
const relayFile = join(bench, 'results.relay.json')
// The same across three instances on one PostgreSQL and one Redis (issue 31): cross-instance fan-out.
const relayInstancesFile = join(bench, 'results.relay-instances.json')
if (!process.env.BENCH_SKIP_SERVER && !interactionOnly)
  for (const instances of ['1', '3'])
    execFileSync(process.execPath, ['--import', 'tsx', 'packages/server/bench/relay.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BENCH_RELAY_INSTANCES: instances },
    })
// Swap quote latency (bench/convertBench.ts, issue 13); --interaction-only keeps its last figures too.
if (!process.env.BENCH_SKIP_SERVER && !interactionOnly)
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/convertBench.ts'], {
    cwd: root,
    stdio: 'inherit',
  })
const relay =
  interactionOnly && existsSync(resultsFile)
    ? (JSON.parse(await readFile(resultsFile, 'utf8')) as { relay?: unknown }).relay
    : existsSync(relayFile)
      ? JSON.parse(await readFile(relayFile, 'utf8'))
      : { status: 'not run' }
const relayInstances = existsSync(relayInstancesFile)
  ? JSON.parse(await readFile(relayInstancesFile, 'utf8'))
  : undefined
const server = (
  interactionOnly && existsSync(resultsFile)
    ? (JSON.parse(await readFile(resultsFile, 'utf8')) as { server: unknown }).server
    : existsSync(serverFile)
      ? JSON.parse(await readFile(serverFile, 'utf8'))
      : { status: 'not run' }
) as DataApiResults | { status: string }
const dataApi = 'history' in server ? server : undefined

/** Why a contender has no QR figure: the peers' relay is their vendor's; the Solana-only app has WalletConnect off. */
const notMeasuredQr = (name: string) =>
  name === 'Latch (Solana only)' ? 'n/a (WalletConnect off)' : 'n/a (vendor relay)'

/** Click on the open modal's WalletConnect row → its QR code: Latch only (its own relay, on loopback here). */
const qrCell = (result: (typeof results)[number]) =>
  !(result.name in content)
    ? 'no modal'
    : !result.relay
      ? notMeasuredQr(result.name)
      : result.interaction?.clickWalletConnectToQrMs !== undefined
        ? `${result.interaction.clickWalletConnectToQrMs.toFixed(1)} (${result.interaction.outsideRequestsAfterQr ?? '?'} outside requests)`
        : (result.error ?? '—')

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
/** The README's first-paint cell: over wagmi's, except for the Solana-only app, which has no wagmi (its total). */
const overWagmiCell = (result: (typeof results)[number]) =>
  result.name === 'Latch (Solana only)'
    ? `— (${kb(result.build.firstPaint.gzip)} in all: no wagmi)`
    : kb(result.build.firstPaint.gzip - wagmiGzip(result))
const rows = results.map((result) => {
  const { firstPaint, all } = result.build
  const i = result.interaction
  return `| ${result.name} | ${kb(firstPaint.gzip)} | ${kb(firstPaint.brotli)} | ${result.name.startsWith('wagmi baseline') ? '—' : kb(firstPaint.gzip - wagmiGzip(result))} | ${kb(all.gzip)} | ${kb(all.brotli)} | ${all.chunks} | ${firstPaint.files.length} | ${i ? i.jsFilesByLoad : '—'} | ${i ? i.buttonVisibleMs : '—'} | ${i ? (i.clickToDialogMs?.toFixed(1) ?? 'no modal') : (result.error ?? '—')} | ${i ? (i.clickToContentMs?.toFixed(1) ?? 'no modal') : '—'} | ${qrCell(result)} | ${i ? (i.heapAfterOpenBytes / 1048576).toFixed(1) : '—'} | ${i ? `${i.outsideRequestsBeforeOpen} / ${i.outsideRequestsAfterOpen}` : '—'} |`
})
/** Issue 21's bounds for the README's first example, per bundler, against the wagmi baseline of the same bundler. */
const readmeExample = (['vite', 'esbuild'] as const).map((bundler) => {
  const latch = results.find((result) => result.bundler === bundler && result.relay)
  return readmeExampleVerdict({
    bundler:
      bundler === 'vite'
        ? 'Vite (what an app following the README builds: the bounds are judged on it)'
        : "esbuild (the bundler of the peers' rows)",
    latch: latch?.interaction,
    wagmi: latch && wagmiOf(latch)?.interaction,
  })
})
const viteVersion = await version(root, 'vite')
const markdown = [
  `# Latch benchmark (${new Date().toISOString().slice(0, 10)})`,
  '',
  `Node ${process.version}, ${cpus().length} cores. Bundler: esbuild (bundle, splitting, ESM, minify, browser, es2022, NODE_ENV=production), the same settings for every contender; Latch's README example and the wagmi baseline also built by Vite ${viteVersion} as a Vite app is (\`vite build\`, production mode, @vitejs/plugin-react, Vite's default chunking: nothing tuned), each "over wagmi" figure against the wagmi baseline of the same bundler. First paint = the entry chunk and its static imports. JS files by load: the distinct \`.js\` files the page requested before its load event (resource timing: module scripts, their static imports, modulepreloads). Interaction: headless Chromium, median of ${RUNS} loads with a fresh context each, every non-localhost request blocked and counted. Click → dialog: the first frame with the dialog laid out; click → content: the first frame with its first wallet item (or Latch's no-wallet message; the bench's browser has no wallet) laid out and not hidden; both from the frame the element is there, not from the end of a fade-in. Click WalletConnect → QR: with the modal open, a click on its "WalletConnect" row to the first frame with the QR code (an image named "WalletConnect QR code") laid out and not hidden, the pairing made over the relay of a Latch server started for the run on loopback (PGlite, not counted as outside requests); the peers' WalletConnect needs their vendor's cloud relay, which the bench blocks.`,
  '',
  '| contender | first paint gzip KB | first paint brotli KB | over wagmi baseline gzip KB | all JS gzip KB | all JS brotli KB | chunks | first-paint files | JS files by load | button visible ms | click → dialog ms | click → content ms | click WalletConnect → QR ms | heap after open MB | outside requests before / after open |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
  ...readmeExample.map((line) => `README example, ${line}`),
  '',
  'Versions: ' +
    results
      .map(
        (result) =>
          `${result.name} (${Object.entries(result.versions)
            .map(([name, v]) => `${name} ${v}`)
            .join(', ')})`,
      )
      .join('; '),
  '',
  '## Data API',
  '',
  dataApi ? dataApiSection(dataApi) : 'Not run.',
  '',
  '## Relay (WalletConnect)',
  '',
  relay.steady
    ? `${relay.sockets.toLocaleString('en-US')} sockets (half publishing, half subscribed) on ${relay.server}; ${relay.messageBytes}-byte messages.\n\n| load | messages/s | p50 ms | p99 ms |\n|---|---|---|---|\n| steady, ${relay.steady.durationSeconds} s | ${relay.steady.rate} | ${relay.steady.latencyMs.p50} | ${relay.steady.latencyMs.p99} |\n| one in flight per publisher | ${relay.saturation.messagesPerSecond} | ${relay.saturation.latencyMs.p50} | ${relay.saturation.latencyMs.p99} |`
    : 'Not run.',
  '',
  relayInstances
    ? `Across instances: ${relayInstances.sockets.toLocaleString('en-US')} sockets spread over ${relayInstances.server} (load average ${relayInstances.loadAverage1m} at the start).\n\n| load | messages/s | delivered | p50 ms | p99 ms |\n|---|---|---|---|---|\n| steady, ${relayInstances.steady.durationSeconds} s, ${relayInstances.instances} instances | ${relayInstances.steady.rate} | ${relayInstances.steady.delivered} / ${relayInstances.steady.sent} | ${relayInstances.steady.latencyMs.p50} | ${relayInstances.steady.latencyMs.p99} |`
    : 'Across instances: not run.',
  '',
]
await writeFile(
  resultsFile,
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cores: cpus().length, bundlers: { esbuild: 'every contender', vite: 'Latch and the wagmi baseline too' }, runs: RUNS, walletConnectRelay: 'a Latch server on loopback (PGlite); peers: n/a (vendor relay)', contenders: results.map(({ build, ...rest }) => ({ ...rest, build: { firstPaint: { ...build.firstPaint }, all: build.all, overWagmiBaselineGzip: build.firstPaint.gzip - wagmiGzip(rest) } })), server, mixedLoad: dataApi ? mixedLoadVerdict(dataApi) : undefined, readmeExample, relay }, null, 2)}\n`,
)
await writeFile(join(bench, 'RESULTS.md'), markdown.join('\n'))
// The convert figures (results.convert.json) go into both files as their own key and section.
await mergeConvertFigures(bench)

// The README's table (between its bench markers): the modals side by side, from the same run.
const readmeFile = join(root, 'README.md')
const readme = await readFile(readmeFile, 'utf8')
const marked = /(<!-- bench:start -->\n)[\s\S]*?(<!-- bench:end -->)/
const ms = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(0))
if (marked.test(readme))
  await writeFile(
    readmeFile,
    readme.replace(
      marked,
      `$1| ${new Date().toISOString().slice(0, 10)}, median of ${RUNS} loads | first paint over wagmi, gzip KB | JS files by load | click → dialog ms | click → content ms | click WalletConnect → QR ms |\n|---|---|---|---|---|---|\n${results
        .filter((result) => result.name in content)
        .map(
          (result) =>
            `| ${result.name} | ${overWagmiCell(result)} | ${result.interaction?.jsFilesByLoad ?? '—'} | ${ms(result.interaction?.clickToDialogMs)} | ${ms(result.interaction?.clickToContentMs)} | ${result.relay ? ms(result.interaction?.clickWalletConnectToQrMs) : notMeasuredQr(result.name)} |`,
        )
        .join(
          '\n',
        )}\n\n${readmeExample.map((line) => `README example, ${line}`).join('\n\n')}\n${dataApi ? `\n${dataApiReadmeLine(dataApi)}\n` : ''}$2`,
    ),
  )
console.log(`\n${markdown.join('\n')}`)
