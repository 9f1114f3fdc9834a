import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, statSync } from 'node:fs'
import { cp, mkdir, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumExecutablePath } from '../test/chromium'
import { freePort } from '../test/startPostgres'

// `npm run test:consumers`: Latch as an app gets it from npm. The four packages are packed and installed into
// two fresh apps (consumers/*: their own lock, no Latch-specific config), built, served on free ports, and opened
// in Chromium: the button is in the server HTML (Next), the modal opens, no console error, no outside request.
// - The Vite app is type-checked with its own strict settings, and checks Latch's declarations with skipLibCheck
//   off.
// - The Next app is a wagmi app, started as wagmi's docs start one (no @wagmi/core of its own; @latch/evm peers on
//   wagmi, so every app using it is one). It is copied out of the repository (nothing resolves from the
//   workspace's node_modules), given Latch with a plain `npm install` (no peer-deps flag), built, and
//   type-checked with bundler and nodenext resolution. One Next app, not two: its build is the phase's longest
//   step (docs/testing.md).
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const packs = join(root, '.latch/consumers/packs')
const started = Date.now()

// npm's cache first, no audit or funding notes: settings of speed, none of them changes what npm resolves.
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  npm_config_prefer_offline: 'true',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
}

function run(command: string, args: string[], cwd: string) {
  const where = cwd.startsWith(root) ? relative(root, cwd) : cwd
  console.log(
    `\n[${((Date.now() - started) / 1000).toFixed(0)} s] ${where}$ ${command} ${args.join(' ')}`,
  )
  execFileSync(command, args, { cwd, stdio: 'inherit', env })
}

async function pack(): Promise<string[]> {
  await rm(packs, { recursive: true, force: true })
  await mkdir(packs, { recursive: true })
  // One npm for the four (each npm start reads the workspace: 10 s a package).
  const workspaces = ['frame', 'core', 'evm', 'react'].flatMap((name) => ['-w', `@latch/${name}`])
  run('npm', ['pack', '--silent', ...workspaces, '--pack-destination', packs], root)
  return (await readdir(packs)).map((file) => join(packs, file))
}

/** The fixture's locked dependencies (skipped while unchanged), then this build's tarballs on top. */
async function install(app: string, tarballs: string[]) {
  const installed = join(app, 'node_modules/.package-lock.json')
  const locked = join(app, 'package-lock.json')
  if (!existsSync(installed) || statSync(locked).mtimeMs > statSync(installed).mtimeMs)
    run('npm', ['ci'], app)
  // Same version every build: drop the previous tarballs' copy so npm installs this one.
  await rm(join(app, 'node_modules/@latch'), { recursive: true, force: true })
  run('npm', ['install', '--no-save', ...tarballs], app)
  expectOneCopy(app)
}

/**
 * The fixture copied out of the repository, as its user has it (node_modules and Next's cache kept between
 * runs), and Latch's tarballs added with a plain `npm install`, resolved against the fixture's lock.
 */
async function installAsUser(fixture: string, tarballs: string[]): Promise<string> {
  const key = createHash('sha256').update(root).digest('hex').slice(0, 8)
  const app = join(tmpdir(), `latch-consumers-${key}`, basename(fixture))
  await mkdir(app, { recursive: true })
  for (const entry of await readdir(app))
    if (!['node_modules', '.next'].includes(entry))
      await rm(join(app, entry), { recursive: true, force: true })
  await cp(fixture, app, {
    recursive: true,
    filter: (source) => !/\/(node_modules|\.next)$/.test(source),
  })
  await rm(join(app, 'node_modules/@latch'), { recursive: true, force: true })
  run('npm', ['install', ...tarballs], app)
  expectOneCopy(app)
  return app
}

/** One zustand, @wagmi/core and viem in the app's tree (Latch's are shared, not duplicated). */
function expectOneCopy(app: string) {
  for (const name of ['zustand', '@wagmi/core', 'viem']) {
    const tree = execFileSync('npm', ['ls', name, '--all', '--parseable'], { cwd: app, env })
      .toString()
      .trim()
      .split('\n')
    const copies = new Set(tree.filter((line) => line.includes('node_modules')))
    if (copies.size !== 1)
      throw new Error(`${app}: ${copies.size} copies of ${name}: ${[...copies]}`)
  }
}

/** A server in its own process group (npx and what it starts); `stop()` ends the group. */
function serve(command: string, args: string[], cwd: string) {
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
    detached: true,
  })
  const stop = () => {
    process.removeListener('exit', stop)
    if (child.pid && child.exitCode === null && child.signalCode === null)
      process.kill(-child.pid, 'SIGTERM')
  }
  process.once('exit', stop)
  return { stop }
}

async function fetchHtml(url: string): Promise<string> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return await response.text()
    } catch {
      // Not listening yet.
    }
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 250))
  }
  throw new Error(`${url} did not answer within 60 s`)
}

/** Opens the page, clicks "Connect Wallet" and waits for the dialog; every console error fails the check. */
async function openModal(url: string) {
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath,
    args: chromiumArgs,
  })
  try {
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    // Nothing may leave the machine before a wallet connects.
    const outside: string[] = []
    await page.route(
      (requestUrl) => !['localhost', '127.0.0.1'].includes(requestUrl.hostname),
      (route) => {
        outside.push(route.request().url())
        return route.abort()
      },
    )
    await page.goto(url)
    // A server-rendered button does nothing until React has hydrated it: a click before is not replayed (React
    // replays only what comes after its root exists). On a busy machine the check clicked that early, and the
    // dialog never came. React's props on the element are the sign it is hydrated (a client-rendered button has
    // them from its first paint).
    await page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some(
        (button) =>
          button.textContent === 'Connect Wallet' &&
          Object.keys(button).some((key) => key.startsWith('__reactProps$')),
      ),
    )
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor({ timeout: 15_000 })
    // Late errors (a lazy chunk failing, a hydration mismatch) surface within a moment.
    await page.waitForTimeout(500)
    if (errors.length) throw new Error(`${url}: console errors:\n  ${errors.join('\n  ')}`)
    if (outside.length)
      throw new Error(`${url}: requests off the machine:\n  ${outside.join('\n  ')}`)
    console.log(`${url}: the modal opened, no console error, no outside request`)
  } finally {
    await browser.close()
  }
}

/**
 * Latch's declarations under the Vite app's strict settings with skipLibCheck off. An error in Latch's files
 * fails; wagmi's declarations (Latch's types import wagmi's) do not pass skipLibCheck, theirs are not Latch's.
 */
function checkDeclarations(app: string) {
  try {
    execFileSync('npx', ['tsc', '-p', 'tsconfig.declarations.json', '--pretty', 'false'], {
      cwd: app,
      env,
    })
  } catch (error) {
    const output = String((error as { stdout?: Buffer }).stdout ?? '')
    const errors = output.split('\n').filter((line) => /^\S+\(\d+,\d+\): error TS/.test(line))
    const latch = errors.filter((line) => line.startsWith('node_modules/@latch/'))
    if (latch.length || !errors.length)
      throw new Error(`Latch's declarations: tsc failed:\n${output}`)
    console.log(`Latch's declarations pass (${errors.length} errors in wagmi's own declarations).`)
  }
}

/** `next build`, `next start` on a free port, and each path: the button in the server HTML, then the modal. */
async function checkNextApp(app: string, paths: string[]) {
  run('npx', ['next', 'build'], app)
  const port = await freePort()
  const nextStart = serve('npx', ['next', 'start', '--port', String(port)], app)
  try {
    for (const path of paths) {
      const url = `http://localhost:${port}${path}`
      const html = await fetchHtml(url)
      if (!/<button[^>]*>Connect Wallet<\/button>/.test(html))
        throw new Error(`${url}: the server HTML has no "Connect Wallet" button`)
      console.log(`${url}: the server HTML has the "Connect Wallet" button`)
      await openModal(url)
    }
  } finally {
    nextStart.stop()
  }
}

const tarballs = await pack()

const vite = join(root, 'consumers/vite-app')
await install(vite, tarballs)
run('npm', ['run', 'typecheck'], vite)
checkDeclarations(vite)
run('npx', ['vite', 'build'], vite)
const vitePort = await freePort()
const vitePreview = serve(
  'npx',
  ['vite', 'preview', '--port', String(vitePort), '--strictPort'],
  vite,
)
try {
  await fetchHtml(`http://localhost:${vitePort}/`)
  await openModal(`http://localhost:${vitePort}/`)
} finally {
  vitePreview.stop()
}

const next = await installAsUser(join(root, 'consumers/next-app'), tarballs)
// `next build` type-checks with the app's tsconfig.json (bundler) and writes the route types nodenext needs.
await checkNextApp(next, ['/', '/server-component'])
run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.nodenext.json'], next)

console.log(`\nConsumer test passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
