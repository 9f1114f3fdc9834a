import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import { loadPlatformConfig } from '../../platform/config/platformConfig'
import type { Database } from '../../platform/db/Database'
import { openDatabase } from '../../platform/db/openDatabase'
import { fetchWalletImages } from './fetchWalletImages'
import { registryService } from './service'
import { walletInput } from './walletInput'

// `node --conditions=@latch/source --import tsx packages/server/src/modules/registry/importWallets.ts
// [--allow-private-logo-hosts] wallets.json`: upserts a JSON array of wallets (walletInput.ts) into the server's
// database (DATABASE_URL, or the PGlite files under LATCH_DATA_DIR, which only one process may open: stop the
// server first, or it refuses, naming the holder). All or nothing: one invalid wallet names its problem and
// nothing is written. A wallet's `imageUrl` is fetched here (never by a visitor's browser), from public addresses
// only unless `--allow-private-logo-hosts` (logos inside the operator's own network); a logo that cannot be
// fetched or is refused leaves that wallet its monogram and is named on stderr, one line each, without stopping
// the import.
const args = process.argv.slice(2)
const allowPrivateAddresses = args.includes('--allow-private-logo-hosts')
const [file, ...extra] = args.filter((arg) => arg !== '--allow-private-logo-hosts')
if (!file || extra.length > 0 || file.startsWith('--')) {
  console.error('Usage: importWallets.ts [--allow-private-logo-hosts] <wallets.json>')
  process.exit(2)
}

let json: unknown
try {
  json = JSON.parse(await readFile(file, 'utf8'))
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`)
  process.exit(1)
}
const parsed = z.array(walletInput).max(10_000).safeParse(json)
if (!parsed.success) {
  const issue = parsed.error.issues[0]
  console.error(`${file}: [${issue?.path.join('.')}] ${issue?.message}`)
  process.exit(1)
}

const { wallets, failures } = await fetchWalletImages(parsed.data, { allowPrivateAddresses })
for (const { id, url, reason } of failures)
  console.error(`${id}: logo ${url} not used (${reason}); it keeps its monogram`)

let db: Database
try {
  // A bad setting names itself; a running server holds the PGlite directory's lock: the message names it.
  db = await openDatabase(loadPlatformConfig(process.env))
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
try {
  await registryService(db).save(wallets, 'import')
  console.log(`Imported ${wallets.length} wallet${wallets.length === 1 ? '' : 's'}.`)
} finally {
  await db.close()
}
