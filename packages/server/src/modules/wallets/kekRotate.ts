import { loadPlatformConfig, type PlatformConfig } from '../../platform/config/platformConfig'
import type { Database } from '../../platform/db/Database'
import { openDatabase } from '../../platform/db/openDatabase'
import { rotateKeks } from './rotateKeks'
import { walletsStore } from './store'

// `npm run -w @latch/server kek:rotate`: re-wraps every wallet key under the current KEK (the first of
// LATCH_KEK), 100 rows per transaction. Put the new key first and keep the old ones after it, run this, and
// once it reports no key under an old id, drop that id from LATCH_KEK. Idempotent: run it again to finish an
// interrupted rotation. Uses the server's database (DATABASE_URL, or the PGlite files under LATCH_DATA_DIR,
// which only one process may open: stop the server first, or it refuses, naming the holder).
// The platform's settings only (the database, LATCH_KEK): the modules' are the server's business.
let config: PlatformConfig
try {
  config = loadPlatformConfig(process.env)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
const [current] = config.keks
if (!current) {
  console.error('LATCH_KEK is not set: nothing to rotate to (id:base64key, the new key first)')
  process.exit(1)
}

let db: Database
try {
  db = await openDatabase(config)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
try {
  const { rewrapped } = await rotateKeks(db, config.keks)
  const counts = Object.entries(await walletsStore(db).countByKek())
  console.log(
    `Re-wrapped ${rewrapped} wallet key${rewrapped === 1 ? '' : 's'} under ${current.id}. Keys per KEK: ${
      counts.map(([id, count]) => `${id} ${count}`).join(', ') || 'none'
    }.`,
  )
} catch (error) {
  console.error(`KEK rotation stopped: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  await db.close()
}
