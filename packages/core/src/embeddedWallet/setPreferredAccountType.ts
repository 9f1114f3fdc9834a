import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import type { ActionResult } from '../errors/ActionResult'
import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import { walletFailure } from '../errors/walletFailure'
import { type AccountType, accountTypeSwitchRefusal } from './accountTypeSwitchRefusal'
import { isEmbeddedConnectorId } from './embeddedConnectorId'
import { embeddedFrameOf } from './embeddedFrame'
import { smartAccountNetworksOf } from './smartAccountNetworksOf'

/** Where the preferred account type is kept (behaviour.md §3's local storage). */
export const PREFERRED_ACCOUNT_TYPE_KEY = 'latch.preferredAccountType'

/**
 * Switches the embedded wallet between its key's account and its smart account (behaviour.md §4, §6.1): refused
 * outside `smartAccountNetworks` or from a smart account; else the provider (the secure site) is told, the choice
 * is stored, and the embedded connector takes the other address (the secure site's USER_UPDATE).
 */
export async function setPreferredAccountType(
  latch: Latch,
  type: AccountType,
): Promise<ActionResult> {
  const account = getAccount(latch)
  const connectorId = account.connectorId
  if (!connectorId || !isEmbeddedConnectorId(connectorId))
    return failed(errorTexts.notConnectedToEmailOrSocial)
  try {
    const frame = await embeddedFrameOf(latch).client()
    const { smartAccountEnabledNetworks } = await frame.request(
      'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
    )
    const options = latch.options.embeddedWallet
    const refusal = accountTypeSwitchRefusal({
      to: type,
      current: latch.getState().preferredAccountType,
      chainId: account.chainId,
      smartAccountNetworks: smartAccountNetworksOf(
        options ? options.smartAccountNetworks : undefined,
        smartAccountEnabledNetworks,
      ),
    })
    if (refusal) return failed(refusal)
    // The secure site answers, then says the account it now acts for (USER_UPDATE): the embedded connector
    // takes that address as its connection's, without going through disconnected (the Account view stays).
    await frame.request('SET_PREFERRED_ACCOUNT', { type })
    rememberPreferredAccountType(type)
    latch.store.setState({ preferredAccountType: type })
    return { status: 'success' }
  } catch (cause) {
    return walletFailure(cause, {
      rejected: { code: 'userRejected', text: errorTexts.userRejected },
      failed: { code: 'somethingWentWrong', text: errorTexts.somethingWentWrong },
    })
  }
}

function failed(text: string): ActionResult {
  const code =
    text === errorTexts.smartAccountNotOnNetwork
      ? 'smartAccountNotOnNetwork'
      : text === errorTexts.alreadySmartAccount
        ? 'alreadySmartAccount'
        : 'notConnectedToEmailOrSocial'
  return { status: 'failed', error: new LatchError(code, text) }
}

function rememberPreferredAccountType(type: AccountType) {
  try {
    if (type === 'eoa') globalThis.localStorage?.removeItem(PREFERRED_ACCOUNT_TYPE_KEY)
    else globalThis.localStorage?.setItem(PREFERRED_ACCOUNT_TYPE_KEY, type)
  } catch {
    // A storage the browser refuses: the secure site still keeps the choice for this session.
  }
}
