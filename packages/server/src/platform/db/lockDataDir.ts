import { open, readFile, unlink } from 'node:fs/promises'
import { hostname } from 'node:os'
import { join } from 'node:path'

type Holder = { pid: number; host: string; since: string }

const LOCK_FILE = 'latch.lock'

function alive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function readHolder(path: string): Promise<Holder | undefined> {
  try {
    const value = JSON.parse(await readFile(path, 'utf8')) as Partial<Holder>
    return typeof value.pid === 'number' && typeof value.host === 'string'
      ? { pid: value.pid, host: value.host, since: String(value.since ?? '') }
      : undefined
  } catch {
    return undefined
  }
}

/**
 * An exclusive lock on a PGlite data directory (PGlite has none: a second process on the same files serves
 * stale data and, on its shutdown, loses what the first committed). The lock is a file created exclusively
 * holding the owner's pid; a lock whose process is gone (a crash, kill -9) is stale and taken over. While
 * another live process holds it, this waits up to `waitMs` (a rolling restart: the old process is stopping),
 * then refuses with a message naming the holder.
 */
export async function lockDataDir(
  dir: string,
  options: { waitMs: number; pollMs?: number },
): Promise<{ release(): Promise<void> }> {
  const path = join(dir, LOCK_FILE)
  const me: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() }
  const deadline = Date.now() + options.waitMs
  for (;;) {
    try {
      const file = await open(path, 'wx')
      await file.writeFile(JSON.stringify(me))
      await file.close()
      return {
        async release() {
          const holder = await readHolder(path)
          if (holder?.pid === me.pid && holder.since === me.since)
            await unlink(path).catch(() => {})
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const holder = await readHolder(path)
    // A lock from this host whose process is gone, or an unreadable one (a crash mid-write), is stale.
    if (!holder || (holder.host === me.host && !alive(holder.pid))) {
      await unlink(path).catch(() => {})
      continue
    }
    if (Date.now() >= deadline)
      throw new Error(
        `The data directory ${dir} is in use by process ${holder.pid} on ${holder.host} (since ${holder.since}). ` +
          'Stop that server first, or give this one another LATCH_DATA_DIR.',
      )
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 100))
  }
}
