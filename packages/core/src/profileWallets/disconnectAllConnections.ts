import { capability } from '../connection/capability'
import { disconnect } from '../connection/disconnect'
import type { Latch } from '../createLatch'
import type { ActionResult } from '../errors/ActionResult'
import { getConnections } from './getConnections'
import { keepUnlistedWallets, writeSavedWallets } from './savedWalletsStorage'

/**
 * Ends every connection of every namespace and forgets them all, then disconnects as `disconnect({ namespace: 'all' })`
 * does (the session forgotten, the modal closed).
 */
export async function disconnectAllConnections(latch: Latch): Promise<ActionResult> {
  keepUnlistedWallets(latch, [])
  writeSavedWallets(latch, [])
  await Promise.allSettled(
    latch.adapters.map(async ({ namespace }) => {
      const others = getConnections(latch, { namespace }).filter(
        (connection) => connection.status === 'connected',
      )
      const held = await capability(latch, namespace, 'profileWallets')
      for (const connection of others) await held?.disconnectConnection(connection.connectorId)
    }),
  )
  return disconnect(latch, { namespace: 'all' })
}
