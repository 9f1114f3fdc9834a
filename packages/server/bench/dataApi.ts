import { type ChildProcess, spawn } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startChain } from '@latch/devstack/chain'
import autocannon from 'autocannon'
import { freePort, startPostgres } from '../../../scripts/test/startPostgres'
import { createPostgresDatabase } from '../src/platform/db/createPostgresDatabase'
import { migrate } from '../src/platform/db/migrate'

// The data API under load: ≥ 1,000,000 transfers (one in ten an NFT) for ≥ 10,000 addresses in PostgreSQL,
// the server as its own process (as deployed), autocannon from this one: history, NFTs, cached balances, and
// a mixed load (/health, /health/live and another project's history while 10 clients hammer the heaviest
// endpoint). Writes bench/results.server.json.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 1_000_000)
const ADDRESSES = Number(process.env.BENCH_ADDRESSES ?? 10_000)
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10)
// Ten connections (autocannon's default): enough to keep both cores busy without measuring queueing alone.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
// Server processes sharing the port (LATCH_WORKERS), one per core as a deployment would run them.
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2)
const chainId = 'eip155:31337'
const NFT_CONTRACT = '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0'
const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`

async function seed(url: string) {
  const db = await createPostgresDatabase(url)
  await migrate(db)
  const started = Date.now()
  await db.exec(`
    insert into projects (id, name, allowed_origins, requests_per_minute) values
      ('bench', 'Bench', '{}', 2000000000), ('other', 'Another project', '{}', 2000000000);
    insert into tokens (chain_id, address, standard, name, symbol, decimals)
      values ('${chainId}', '0x5fbdb2315678afecb367f032d93f642f64180aa3', 'erc20', 'Latch USD', 'LUSD', 6),
        ('${chainId}', '${NFT_CONTRACT}', 'erc721', 'Latch Punks', 'LPUNK', 0);
    insert into blocks (chain_id, number, hash, parent_hash, timestamp)
      select '${chainId}', n, '0x' || lpad(to_hex(n), 64, '0'), '0x' || lpad(to_hex(greatest(n - 1, 0)), 64, '0'),
        1700000000 + n * 2
      from generate_series(0, ${Math.ceil(TRANSFERS / 10)}) as n;
    insert into transfers (chain_id, block_number, tx_index, tx_hash, log_index, batch_index, from_address,
        to_address, standard, token_address, token_id, amount, status)
      select '${chainId}', i / 10, i % 10, '0x' || lpad(to_hex(i), 64, '0'), 0, 0,
        '0x' || lpad(to_hex(i % ${ADDRESSES}), 40, '0'),
        '0x' || lpad(to_hex((i * 7 + 1) % ${ADDRESSES}), 40, '0'),
        -- One transfer in ten moves an NFT (token id i), so /nfts has holdings to add up.
        case when i % 10 = 0 then 'erc721' else 'erc20' end,
        case when i % 10 = 0 then '${NFT_CONTRACT}' else '0x5fbdb2315678afecb367f032d93f642f64180aa3' end,
        case when i % 10 = 0 then i else null end,
        case when i % 10 = 0 then 1 else (i % 1000 + 1) * 1000000 end, 'confirmed'
      from generate_series(0, ${TRANSFERS - 1}) as i;
    insert into address_activity (chain_id, address, block_number, tx_index, tx_hash, tx_from, tx_to, nonce)
      select chain_id, from_address, block_number, tx_index, tx_hash, from_address, token_address, 0 from transfers
      union all
      select chain_id, to_address, block_number, tx_index, tx_hash, from_address, token_address, 0 from transfers
      where to_address <> from_address
      on conflict do nothing;
    analyze;
  `)
  const [row] = await db.query<{ transfers: number; addresses: number }>(
    'select (select count(*)::int from transfers) as transfers, (select count(distinct address)::int from address_activity) as addresses',
  )
  await db.close()
  return { ...row, seconds: (Date.now() - started) / 1000 }
}

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('the server exited')
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} did not come up`)
}

async function load(title: string, base: string, paths: string[], connections = CONNECTIONS) {
  let next = 0
  const result = await autocannon({
    url: base,
    connections,
    duration: DURATION_S,
    requests: [
      {
        setupRequest: (request: Record<string, unknown>) => {
          request.path = paths[next++ % paths.length]
          return request
        },
      },
    ],
  })
  const figures = {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    non2xx: result.non2xx,
    errors: result.errors,
  }
  console.log(
    `${title}: ${figures.requestsPerSecond} req/s, p50 ${figures.latencyMs.p50} ms, p99 ${figures.latencyMs.p99} ms`,
  )
  return figures
}

// Before anything of this bench runs: what the rest of the machine is doing.
const loadAtStart = loadavg()[0] ?? 0
const postgres = await startPostgres()
const chainPort = await freePort()
const chain = await startChain({ port: chainPort, chainId: 31337 })
let server: ChildProcess | undefined
try {
  console.log(
    `Seeding ${TRANSFERS.toLocaleString('en-US')} transfers for ${ADDRESSES.toLocaleString('en-US')} addresses…`,
  )
  const seeded = await seed(postgres.url)
  console.log(`Seeded in ${seeded.seconds.toFixed(1)} s`)
  const port = await freePort()
  server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: postgres.url,
      LATCH_INDEXER: '0',
      LATCH_LOG_LEVEL: 'silent',
      LATCH_WORKERS: String(WORKERS),
      // All load comes from this one address: the per-client limit would measure itself.
      LATCH_CLIENT_REQUESTS_PER_MINUTE: '1000000000',
      LATCH_CHAINS: JSON.stringify([{ caipNetworkId: chainId, rpcUrl: chain.rpcUrl }]),
    },
    stdio: 'ignore',
  })
  const base = `http://127.0.0.1:${port}`
  await waitFor(`${base}/health`, server)
  const q = `projectId=bench&st=latch&sv=bench&chainId=${chainId}`
  const historyPaths = Array.from(
    { length: 2_000 },
    (_, i) => `/v1/account/${address((i * 37) % ADDRESSES)}/history?${q}`,
  )
  const balanceAddresses = Array.from({ length: 100 }, (_, i) => address(i))
  const balancePaths = balanceAddresses.map((a) => `/v1/account/${a}/balance?${q}&currency=usd`)
  for (const path of balancePaths) await fetch(`${base}${path}`)
  const nftPaths = historyPaths.map((path) => path.replace('/history?', '/nfts?'))
  const history = await load('history (first page, 2,000 addresses)', base, historyPaths)
  const nfts = await load('nfts (2,000 addresses)', base, nftPaths)
  const balance = await load('balance (cached, 100 addresses)', base, balancePaths)
  // Mixed load (behaviour.md §15): 10 clients hammer the heaviest endpoint while one client reads /health and one reads
  // another project's history; their p99 says whether one project's load starves the rest.
  const heaviest = nfts.latencyMs.p50 > history.latencyMs.p50 ? 'nfts' : 'history'
  // /health/live answers without the database: next to /health it tells queueing for the database (its ping
  // waits behind the hammering queries) from queueing for the CPU.
  const otherQ = q.replace('projectId=bench', 'projectId=other')
  const [hammered, health, otherHistory, live] = await Promise.all([
    load(`mixed: ${heaviest} hammered`, base, heaviest === 'nfts' ? nftPaths : historyPaths),
    load('mixed: /health', base, ['/health'], 1),
    load(
      "mixed: another project's history",
      base,
      historyPaths.slice(0, 200).map((path) => path.replace(q, otherQ)),
      1,
    ),
    load('mixed: /health/live (no database)', base, ['/health/live'], 1),
  ])
  const loadAfter = loadavg()[0] ?? 0
  const results = {
    date: new Date().toISOString(),
    database: `PostgreSQL 15 (server process), data API in ${WORKERS} Node worker process(es)`,
    seeded,
    durationSeconds: DURATION_S,
    connections: CONNECTIONS,
    workers: WORKERS,
    // How busy the machine was (1-minute load average): before this bench started, and after the mixed load,
    // which counts this bench's own processes too.
    machine: {
      cores: cpus().length,
      loadAverageAtStart: Number(loadAtStart.toFixed(2)),
      loadAverageAfterMixed: Number(loadAfter.toFixed(2)),
    },
    history,
    nfts,
    balanceCached: balance,
    mixed: {
      hammered: { endpoint: heaviest, ...hammered },
      health,
      otherProjectHistory: otherHistory,
      healthLive: live,
    },
    targets: {
      historyP99Ms: 20,
      balanceCachedRequestsPerSecond: 5000,
      mixedHealthP99Ms: 50,
      mixedOtherProjectHistoryP99Ms: 50,
    },
  }
  await writeFile(join(root, 'bench/results.server.json'), `${JSON.stringify(results, null, 2)}\n`)
} finally {
  server?.kill('SIGTERM')
  await chain.stop()
  await postgres.stop()
}
