import { loadPlatformConfig, type PlatformConfig } from '../../platform/config/platformConfig'
import type { Database } from '../../platform/db/Database'
import { openDatabase } from '../../platform/db/openDatabase'
import { rotateSigningKey } from './rotateSigningKey'

// `npm run -w @latch/server siwx:rotate-key`: adds a new signing key for the sign-in session tokens (they also
// rotate by themselves every 30 days). Uses the server's database (DATABASE_URL, or the PGlite files under
// LATCH_DATA_DIR, which only one process may open: stop the server first) and LATCH_KEK. Prints the new kid,
// never key material.
// The platform's settings only (the database, LATCH_KEK): the modules' are the server's business.
let config: PlatformConfig
try {
  config = loadPlatformConfig(process.env)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
if (config.keks.length === 0) {
  console.error('LATCH_KEK is not set: the signing keys are sealed under it')
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
  const { kid, signsFrom } = await rotateSigningKey(db, config.keks)
  console.log(
    `Added SIWX signing key ${kid}: published now in /.well-known/jwks.json, signing from ${signsFrom.toISOString()}.`,
  )
} catch (error) {
  console.error(`SIWX key rotation stopped: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  await db.close()
}
