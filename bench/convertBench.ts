import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { cpus, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { dataDir, startDevChains, swapEnv, testAccount } from '@latch/devstack'
import { freePort } from '../scripts/test/startPostgres'
import {
  type ConvertResults,
  convertResultsFile,
  type LatencyFigures,
  mergeConvertFigures,
} from './convertFigures'

// Swap quote latency (issue 13): the server as its own process (PGlite, as `npm start` runs it) against an
// anvil dev chain with the seeded Uniswap V2 pools; each endpoint asked SAMPLES times one request at a time
// (latency, not throughput), after a warm-up. Writes bench/results.convert.json and folds it into
// bench/results.json and RESULTS.md. Quick on its own: `node --import tsx bench/convertBench.ts`.
const bench = dirname(fileURLToPath(import.meta.url))
const root = resolve(bench, '..')
const SAMPLES = Number(process.env.BENCH_CONVERT_SAMPLES ?? 300)
const WARMUP = 20
const chainId = 'eip155:31337'
const native = `${chainId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

async function measure(
  name: string,
  request: () => Promise<Response>,
): Promise<[string, LatencyFigures]> {
  for (let i = 0; i < WARMUP; i++) await (await request()).arrayBuffer()
  const times: number[] = []
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now()
    const response = await request()
    await response.arrayBuffer()
    times.push(performance.now() - started)
    if (!response.ok) throw new Error(`${name} answered ${response.status}`)
  }
  times.sort((a, b) => a - b)
  const figures = {
    samples: SAMPLES,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times[times.length - 1] ?? 0,
  }
  console.log(`${name}: p50 ${figures.p50.toFixed(2)} ms, p99 ${figures.p99.toFixed(2)} ms`)
  return [name, figures]
}

const chains = await startDevChains({
  ports: [await freePort(), await freePort()],
  cacheDir: dataDir,
})
const serverData = await mkdtemp(join(tmpdir(), 'latch-bench-convert-'))
let server: ChildProcess | undefined
try {
  const port = await freePort()
  server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LATCH_DATA_DIR: join(serverData, 'data'),
      LATCH_INDEXER: '0',
      LATCH_SEED_DEMO_PROJECT: '1',
      LATCH_LOG_LEVEL: 'silent',
      LATCH_CLIENT_REQUESTS_PER_MINUTE: '1000000000',
      LATCH_CHAINS: JSON.stringify(
        chains.chains.map((chain) => ({
          caipNetworkId: `eip155:${chain.chainId}`,
          rpcUrl: chain.rpcUrl,
        })),
      ),
      ...swapEnv(chains.chains),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  for (let attempt = 0; ; attempt++) {
    if (server.exitCode !== null) throw new Error('the server exited while starting')
    if (attempt > 600) throw new Error('the server did not start within 60 s')
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    await new Promise((r) => setTimeout(r, 100))
  }
  const [chain] = chains.chains
  if (!chain) throw new Error('no dev chain')
  const lusd = `${chainId}:${chain.contracts.lusd.toLowerCase()}`
  const ltk = `${chainId}:${chain.contracts.ltk.toLowerCase()}`
  const user = `${chainId}:${testAccount(5).address.toLowerCase()}`
  const q = 'projectId=latch-demo&st=latch&sv=bench'
  const get = (path: string) => () => fetch(`${base}${path}`)
  const endpoints = Object.fromEntries([
    await measure(
      'GET /v1/convert/quotes (ETH → LUSD)',
      get(
        `/v1/convert/quotes?${q}&amount=1000000000000000000&userAddress=${user}&from=${native}&to=${lusd}&gasPrice=1`,
      ),
    ),
    await measure(
      'GET /v1/convert/quotes (LUSD → LTK, best of the direct and the WETH path)',
      get(`/v1/convert/quotes?${q}&amount=2500000000&userAddress=${user}&from=${lusd}&to=${ltk}`),
    ),
    await measure('GET /v1/convert/tokens', get(`/v1/convert/tokens?${q}&chainId=${chainId}`)),
    await measure(
      'GET /v1/convert/gas-price',
      get(`/v1/convert/gas-price?${q}&chainId=${chainId}`),
    ),
    await measure(
      'GET /v1/convert/allowance',
      get(`/v1/convert/allowance?${q}&tokenAddress=${lusd}&userAddress=${user}`),
    ),
    await measure('POST /v1/convert/build-transaction (ETH → LUSD, gas estimated)', () =>
      fetch(`${base}/v1/convert/build-transaction`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          projectId: 'latch-demo',
          amount: '1000000000000000000',
          eip155: { slippage: 1 },
          from: native,
          to: lusd,
          userAddress: user,
        }),
      }),
    ),
  ])
  const results: ConvertResults = {
    date: new Date().toISOString(),
    setup: `The server as its own process (PGlite, Node ${process.version}, ${cpus().length} cores) against an anvil dev chain on loopback with the seeded Uniswap V2 pools; each endpoint asked ${SAMPLES} times one request at a time after ${WARMUP} warm-up requests (latency, not throughput; every quote reads the pools' reserves from the node, none is cached).`,
    endpoints,
  }
  await writeFile(convertResultsFile(bench), `${JSON.stringify(results, null, 2)}\n`)
  await mergeConvertFigures(bench)
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server?.once('exit', r))
    server.kill('SIGTERM')
    await exited
  }
  await rm(serverData, { recursive: true, force: true })
  await chains.stop()
}
