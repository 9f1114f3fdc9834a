import { execFileSync, spawn } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { mkdir, readdir, rm } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumExecutablePath } from '../test/chromium'

// `npm run test:consumers`: Latch as an app gets it from npm. The four packages are packed and installed into
// two fresh apps kept outside the workspace (consumers/vite-app, consumers/next-app: their own lock, no
// Latch-specific config), which are type-checked with their own strict settings (bundler and nodenext; the Vite
// app also checks Latch's declarations with skipLibCheck off), built, served, and opened in Chromium: the button
// is in the server HTML (Next), the modal opens, no console error.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const packs = join(root, '.latch/consumers/packs')
const started = Date.now()

function run(command: string, args: string[], cwd: string) {
  console.log(
    `\n[${((Date.now() - started) / 1000).toFixed(0)} s] ${cwd.slice(root.length + 1)}$ ${command} ${args.join(' ')}`,
  )
  execFileSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
}

async function pack(): Promise<string[]> {
  await rm(packs, { recursive: true, force: true })
  await mkdir(packs, { recursive: true })
  for (const name of ['frame', 'core', 'evm', 'react'])
    run('npm', ['pack', '--silent', '--pack-destination', packs], join(root, 'packages', name))
  return (await readdir(packs)).map((file) => join(packs, file))
}

/** The fixture's locked dependencies (skipped while unchanged), then this build's tarballs on top. */
async function install(app: string, tarballs: string[]) {
  const installed = join(app, 'node_modules/.package-lock.json')
  const locked = join(app, 'package-lock.json')
  if (!existsSync(installed) || statSync(locked).mtimeMs > statSync(installed).mtimeMs)
    run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], app)
  // Same version every build: drop the previous tarballs' copy so npm installs this one.
  await rm(join(app, 'node_modules/@latch'), { recursive: true, force: true })
  run(
    'npm',
    ['install', '--no-save', '--prefer-offline', '--no-audit', '--no-fund', ...tarballs],
    app,
  )
  // One zustand and one @wagmi/core in the app's tree (Latch's are shared, not duplicated).
  for (const name of ['zustand', '@wagmi/core']) {
    const tree = execFileSync('npm', ['ls', name, '--all', '--parseable'], { cwd: app })
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
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
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

const tarballs = await pack()

const vite = join(root, 'consumers/vite-app')
await install(vite, tarballs)
run('npm', ['run', 'typecheck'], vite)
run('npx', ['vite', 'build'], vite)
const vitePreview = serve('npx', ['vite', 'preview', '--port', '4173', '--strictPort'], vite)
try {
  await fetchHtml('http://localhost:4173/')
  await openModal('http://localhost:4173/')
} finally {
  vitePreview.stop()
}

const next = join(root, 'consumers/next-app')
await install(next, tarballs)
// `next build` type-checks with the app's tsconfig.json (bundler) and writes the route types nodenext needs.
run('npx', ['next', 'build'], next)
run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.nodenext.json'], next)
const nextStart = serve('npx', ['next', 'start', '--port', '3100'], next)
try {
  for (const path of ['/', '/server-component']) {
    const url = `http://localhost:3100${path}`
    const html = await fetchHtml(url)
    if (!/<button[^>]*>Connect Wallet<\/button>/.test(html))
      throw new Error(`${url}: the server HTML has no "Connect Wallet" button`)
    console.log(`${url}: the server HTML has the "Connect Wallet" button`)
    await openModal(url)
  }
} finally {
  nextStart.stop()
}
console.log(`\nConsumer test passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
