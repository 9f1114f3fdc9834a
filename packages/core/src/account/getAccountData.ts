import { createDataApiClient } from '../api/createDataApiClient'
import type { Latch } from '../createLatch'
import * as errorTexts from '../errors/errorTexts'
import { perInstance } from '../instance/perInstance'
import { type AccountData, createAccountData } from './createAccountData'

const accountDataOf = perInstance((latch: Latch): AccountData | undefined => {
  const { options } = latch
  const source =
    options.dataSource ??
    (options.apiUrl && options.projectId
      ? createDataApiClient({
          apiUrl: options.apiUrl,
          projectId: options.projectId,
          sdkVersion: `js-${latch.adapters.map((a) => a.namespace).join('+')}-0.1.0`,
        })
      : undefined)
  if (!source) return undefined
  const data = createAccountData({
    source,
    onError: (kind) => {
      if (kind === 'tokens') latch.toasts.show('error', errorTexts.tokenBalanceUnavailable)
      if (kind === 'activity') latch.toasts.show('error', errorTexts.failedToFetchTransactions)
    },
  })
  // What was shown of one account never shows for the next.
  latch.events.on('disconnected', () => data.reset())
  // A name just registered shows at once, not once the identity cache (behaviour.md §9, 5 minutes) runs out.
  latch.events.on(
    'nameRegistered',
    ({ address }) => void data.loadIdentity(address, { force: true }),
  )
  return data
})

/**
 * The Account tabs' data (tokens, NFTs, activity, identity, with the spec's caches), created on first use so
 * nothing is fetched before the modal asks; undefined without a data source (no `apiUrl` and `projectId`).
 */
export function getAccountData(latch: Latch): AccountData | undefined {
  return accountDataOf(latch)
}
