import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildContender } from './buildContender'

// `npm test`'s size check: Latch's first-paint JS over the wagmi baseline (gzip) must stay within the budget,
// and no modal view may be part of the first paint (views load on demand). It weighs the built packages
// (`dist/`, what an app gets from npm): `npm run test:size` builds them first.
const here = dirname(fileURLToPath(import.meta.url))
const root = resolve(here, '../..')
const budget = JSON.parse(await readFile(join(here, 'budget.json'), 'utf8')) as {
  latchFirstPaintCodeOverWagmiBytes: number
  latchFirstPaintGzipOverWagmiBytes: number
  everyFeatureFirstPaintGzipOverWagmiBytes: number
}

const contender = (name: string, app: string) =>
  buildContender({
    name,
    entry: join(here, `apps/${app}.tsx`),
    outdir: join(root, `.latch/size-budget/${name}`),
    absWorkingDir: root,
  })
// The README's first example (connect, account, networks, WalletConnect), the same with every feature an app may
// list, the first with Bitcoin beside it, one with no feature at all (no WalletConnect) on Ethereum and Solana,
// one with every feature but WalletConnect on both, and the wagmi baseline.
const [latch, everyFeature, withBitcoin, withoutWalletConnect, everyButWalletConnect, wagmi] =
  await Promise.all([
    contender('latch', 'latch'),
    contender('everyFeature', 'latchEveryFeature'),
    contender('withBitcoin', 'latchBitcoin'),
    contender('withoutWalletConnect', 'latchWithoutWalletConnect'),
    contender('everyButWalletConnect', 'latchEveryFeatureButWalletConnect'),
    contender('wagmi', 'wagmiBaseline'),
  ])

const over = latch.firstPaint.gzip - wagmi.firstPaint.gzip
// The code is the measure of "a feature leaves the first paint unchanged": it does not move with how esbuild
// partitions shared modules into chunks, which the gzip of the files does (more lazy chunks, more small files).
const codeOver = latch.firstPaint.code - wagmi.firstPaint.code
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const source = latch.firstPaintModules.filter((module) => /packages\/\w+\/src\//.test(module))
// A feature's `views.js` is its registry (loaders and titles), part of the first paint by design.
const viewsIn = (build: typeof latch) =>
  build.firstPaintModules.filter(
    (module) =>
      module.includes('packages/react/dist/views/') &&
      !module.endsWith('/views.js') &&
      // A listed feature's registration (`send()`, …) is in the first paint by design; its views are not.
      !/\/views\/(\w+)\/(\1|index)\.js$/.test(module),
  )
const views = viewsIn(latch)
// behaviour.md §18.0: the dialog loads on idle, after the buttons are on screen.
const dialogInFirstPaint = [latch, everyFeature].flatMap((build) =>
  build.firstPaintModules.filter((module) => module.endsWith('packages/react/dist/modal/Modal.js')),
)
const everyFeatureViews = viewsIn(everyFeature)
// behaviour.md §20: English is the first paint's; every other locale (its folder under i18n/, the locale table and
// its loader) is a chunk of its own, fetched only for a visitor who reads it.
const localeCode = (module: string) =>
  /packages\/react\/dist\/i18n\/(?!en\/)[\w-]+\/|packages\/react\/dist\/i18n\/(locales|loadLocale)\.js$|packages\/react\/dist\/views\/\w+\/locales\.js$/.test(
    module,
  )
const localesInFirstPaint = [latch, everyFeature].flatMap((build) =>
  build.firstPaintModules.filter(localeCode),
)
// behaviour.md §20.2: nor is the machinery that resolves, loads, merges and formats a locale (showLocale,
// loadLocale, mergeMessages, @latch/core/locale, …): an English-only app's first paint holds only English's strings,
// the catalogue's context, and the provider's read of the language asked for (requestedLocale), which fetches the
// machinery when it is not English. Anything else under i18n/ or locale/ is refused.
const englishFirstPaint = (module: string) =>
  /packages\/react\/dist\/i18n\/(en\/[\w-]+|MessagesContext)\.js$|packages\/core\/dist\/locale\/requestedLocale\.js$/.test(
    module,
  )
const localeMachineryInFirstPaint = [latch, everyFeature].flatMap((build) =>
  build.firstPaintModules.filter(
    (module) =>
      /packages\/react\/dist\/i18n\/|packages\/core\/dist\/locale\//.test(module) &&
      !englishFirstPaint(module),
  ),
)
console.log(
  `Latch first paint ${kb(latch.firstPaint.gzip)} gzip in ${latch.firstPaint.files.length} files, wagmi ` +
    `baseline ${kb(wagmi.firstPaint.gzip)} in ${wagmi.firstPaint.files.length}: Latch adds ${kb(over)} ` +
    `(budget ${kb(budget.latchFirstPaintGzipOverWagmiBytes)}); its code adds ${codeOver} bytes minified ` +
    `(budget ${budget.latchFirstPaintCodeOverWagmiBytes}).`,
)
const everyFeatureOver = everyFeature.firstPaint.gzip - wagmi.firstPaint.gzip
console.log(
  `With every feature listed: ${kb(everyFeature.firstPaint.gzip)} gzip in ${everyFeature.firstPaint.files.length} ` +
    `files, ${kb(everyFeatureOver)} over wagmi (budget ${kb(budget.everyFeatureFirstPaintGzipOverWagmiBytes)}).`,
)
// An app that does not list a feature ships none of it, not even its registration: its folders in core and react,
// its view strings, the adapters' capability modules for it (`@latch/evm/send`, …) and the libraries only those
// bring (WalletConnect's). The features and their folders come from the packages: each adapter's subpaths are its
// capability modules, react's are the features an app lists. What features.ts registers for every app (core's and
// react's folders of connection, account, …) is the app's whatever it lists.
const packagesDir = join(root, 'packages')
const subpaths = async (name: string) =>
  Object.keys(
    (
      JSON.parse(await readFile(join(packagesDir, name, 'package.json'), 'utf8')) as {
        exports: Record<string, unknown>
      }
    ).exports,
  )
    .filter((subpath) => /^\.\/\w+$/.test(subpath) && subpath !== './package.json')
    .map((subpath) => subpath.slice(2))
// An adapter package is one with a `src/<name>Adapter.ts` (evmAdapter, solanaAdapter, …).
const adapters = (await readdir(packagesDir)).filter((name) =>
  existsSync(join(packagesDir, name, `src/${name}Adapter.ts`)),
)
const capabilityModules = new Map(
  await Promise.all(adapters.map(async (name) => [name, await subpaths(name)] as const)),
)
const listedByApps = await subpaths('react')
const everyApp = [
  ...(await readFile(join(packagesDir, 'core/dist/features.js'), 'utf8')).matchAll(
    /from "\.\/(\w+)\//g,
  ),
].map((match) => match[1])
const features = [...new Set([...listedByApps, ...capabilityModules.values()].flat())]
const ofAdapters = (feature: string) => (module: string) =>
  adapters.some((adapter) => module.startsWith(`packages/${adapter}/dist/${feature}/`))
const ofFeature = (feature: string) => (module: string) =>
  ofAdapters(feature)(module) ||
  (!everyApp.includes(feature) &&
    (module.startsWith(`packages/core/dist/${feature}/`) ||
      module.startsWith(`packages/react/dist/views/${feature}/`) ||
      // Its view strings in English and in every locale (i18n/<tag>/<feature>Views.js).
      new RegExp(`^packages/react/dist/i18n/[\\w-]+/${feature}Views\\.js$`).test(module)))
const packageOf = (module: string) => /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(module)?.[1]
/**
 * The packages from node_modules that, in `build`, only the feature's own modules import: its capability modules
 * and its folders in core and React, so a library its core folder imports is caught too (the shared WalletConnect
 * client once put its library, as a lazy chunk, into an app that listed no WalletConnect entry).
 */
const librariesOf = (feature: string, build: typeof latch) => {
  const inputs = Object.entries(build.metafile?.inputs ?? {})
  const ownModule = (module: string) =>
    ofAdapters(feature)(module) ||
    module.startsWith(`packages/core/dist/${feature}/`) ||
    module.startsWith(`packages/react/dist/views/${feature}/`)
  const importedBy = (inside: boolean) =>
    new Set(
      inputs
        .filter(([module]) => ownModule(module) === inside)
        .flatMap(([, input]) => input.imports.map((imported) => packageOf(imported.path)))
        .filter((name) => name !== undefined),
    )
  const elsewhere = importedBy(false)
  return [...importedBy(true)].filter((name) => !elsewhere.has(name))
}
/** The features an app lists: the subpaths of Latch's packages its own code imports (`@latch/evm/send`, …). */
const appLists = (build: typeof latch) =>
  new Set(
    Object.entries(build.metafile?.inputs ?? {}).flatMap(([module, input]) =>
      /^(packages|node_modules)\/|\/node_modules\//.test(module)
        ? []
        : input.imports.flatMap((imported) => {
            const feature = /^@latch\/\w+\/(\w+)$/.exec(imported.original ?? '')?.[1]
            return feature ? [feature] : []
          }),
    ),
  )
const apps = [latch, everyFeature, withBitcoin, withoutWalletConnect, everyButWalletConnect]
const unlisted = features.flatMap((feature) => {
  const listing = apps.filter((app) => appLists(app).has(feature))
  const libraries = [...new Set(listing.flatMap((app) => librariesOf(feature, app)))]
  const failures = apps
    .filter((app) => !appLists(app).has(feature))
    .flatMap((app) => {
      const shipped = [
        ...app.shipped.filter(ofFeature(feature)),
        ...libraries.filter((library) =>
          app.shipped.some((module) => packageOf(module) === library),
        ),
      ]
      return shipped.length
        ? [
            `An app that does not list ${feature} (${app.name}) ships its code: ${shipped.slice(0, 3).join(', ')}…`,
          ]
        : []
    })
  if (!listing.some((app) => app.shipped.some(ofFeature(feature))))
    failures.push(
      `No app that lists ${feature} bundles its modules: the check looks in the wrong place.`,
    )
  for (const [adapter, modules] of capabilityModules)
    if (modules.includes(feature) && !existsSync(join(packagesDir, adapter, 'dist', feature)))
      failures.push(
        `@latch/${adapter}/${feature} is exported, but packages/${adapter}/dist/${feature}/ is not where it is built.`,
      )
  return failures
})
console.log(
  `Features an app may leave out: ${features
    .map((feature) => {
      const libraries = [
        ...new Set(
          apps.flatMap((app) => (appLists(app).has(feature) ? librariesOf(feature, app) : [])),
        ),
      ]
      return libraries.length ? `${feature} (and ${libraries.join(', ')})` : feature
    })
    .join(', ')}; ${everyApp.join(', ')} registered in every app.`,
)
// behaviour.md §14.5: the app of the check is EVM-only; not one module of the Solana adapter or its libraries, even
// lazily.
const solana = latch.modules.filter((module) =>
  /packages\/solana\/|node_modules\/(@solana|@solana-program|@wallet-standard)\//.test(module),
)
// Nor of the Bitcoin adapter (issue 22: an app without Bitcoin ships none of it) or the libraries only it brings;
// checked against the app that has it, so a moved package cannot pass unseen.
const bitcoinCode = (module: string) =>
  /packages\/bitcoin\/|node_modules\/(@scure\/btc-signer|@wallet-standard)\//.test(module)
const bitcoin = latch.modules.filter(bitcoinCode)
// sats-connect wallets (Xverse, Leather style) load only on a page that lists one: sats-connect is in the Bitcoin
// app, and none of it in its first paint.
const satsConnectCode = (module: string) =>
  /node_modules\/(@sats-connect\/|valibot\/|axios\/|jsontokens\/)/.test(module) ||
  /packages\/bitcoin\/dist\/satsConnect\/(satsConnectWallet|registerSatsConnectWallets)/.test(
    module,
  )
const satsConnectInFirstPaint = withBitcoin.firstPaintModules.filter(satsConnectCode)
const failures = [
  ...unlisted,
  ...(everyFeatureOver > budget.everyFeatureFirstPaintGzipOverWagmiBytes
    ? [
        `With every feature listed, the first paint grew past its budget by ${kb(everyFeatureOver - budget.everyFeatureFirstPaintGzipOverWagmiBytes)}.`,
      ]
    : []),
  ...(codeOver > budget.latchFirstPaintCodeOverWagmiBytes
    ? [
        `Latch's first-paint code grew past its budget by ${codeOver - budget.latchFirstPaintCodeOverWagmiBytes} bytes (a feature's code belongs in its own chunk).`,
      ]
    : []),
  ...(over > budget.latchFirstPaintGzipOverWagmiBytes
    ? [
        `Latch's first paint grew past its budget by ${kb(over - budget.latchFirstPaintGzipOverWagmiBytes)}.`,
      ]
    : []),
  ...(source.length
    ? [`The packages' source was bundled, not their dist/: ${source.slice(0, 3).join(', ')}…`]
    : []),
  ...(solana.length
    ? [
        `An EVM-only app bundles Solana code (behaviour.md §14.5: an app that does not use Solana ships none of it): ${solana.slice(0, 3).join(', ')}…`,
      ]
    : []),
  ...(bitcoin.length
    ? [
        `An EVM-only app bundles Bitcoin code (an app that does not use Bitcoin ships none of it): ${bitcoin.slice(0, 3).join(', ')}…`,
      ]
    : []),
  ...(withBitcoin.modules.some(bitcoinCode)
    ? []
    : [
        'The app with Bitcoin bundles none of its modules: the Bitcoin check looks in the wrong place.',
      ]),
  ...(satsConnectInFirstPaint.length
    ? [
        `sats-connect is in the Bitcoin app's first paint (it loads when the page lists such a wallet): ${satsConnectInFirstPaint.slice(0, 3).join(', ')}…`,
      ]
    : []),
  ...(withBitcoin.modules.some(satsConnectCode)
    ? []
    : [
        'The app with Bitcoin bundles no sats-connect: the sats-connect check looks in the wrong place.',
      ]),
  ...(localesInFirstPaint.length
    ? [
        `Non-English locales are in the first paint (behaviour.md §20: each loads as its own chunk): ${localesInFirstPaint.slice(0, 3).join(', ')}…`,
      ]
    : []),
  ...(localeMachineryInFirstPaint.length
    ? [
        `The locale machinery is in an English-only app's first paint (behaviour.md §20.2: it loads when another language is asked for): ${localeMachineryInFirstPaint.slice(0, 3).join(', ')}…`,
      ]
    : []),
  ...(latch.modules.some((module) => /packages\/react\/dist\/i18n\/showLocale\.js$/.test(module))
    ? []
    : ['The app bundles no locale machinery chunk: the machinery check looks in the wrong place.']),
  ...(latch.modules.some((module) => /packages\/react\/dist\/i18n\/fr\//.test(module))
    ? []
    : ['The app bundles no French chunk: the locale check looks in the wrong place.']),
  ...(dialogInFirstPaint.length
    ? [
        'The dialog is in the first paint (behaviour.md §18.0: it loads on idle, through modal/loadModal.ts).',
      ]
    : []),
  ...([...views, ...everyFeatureViews].length
    ? [
        `Views are in the first paint (import them lazily through their feature's views.ts): ${[...views, ...everyFeatureViews].join(', ')}`,
      ]
    : []),
]
if (failures.length) {
  console.error(`Size check failed:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.log('Size check passed.')
