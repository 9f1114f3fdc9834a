import { adapterOf } from '../connection/adapterOf'
import { getAccount } from '../connection/getAccount'
import type { Latch } from '../createLatch'
import type { ActionResult } from '../errors/ActionResult'
import * as errorTexts from '../errors/errorTexts'
import { LatchError } from '../errors/LatchError'
import { isUserRejectedError } from '../errors/providerErrors'
import { perInstance } from '../instance/perInstance'
import { currentView } from '../modal/currentView'
import { replaceView } from '../modal/replaceView'
import { coinTypeForChain } from './nameRules'
import { namesApi } from './namesApi'

/**
 * RegisterAccountName's Register (behaviour.md §13.5): the wallet signs a JSON of the name, its attributes and the
 * time, the server registers it, and RegisterAccountNameSuccess shows. A rejected or failed one stays on the form
 * with "Error registering name {label}" (spec §4). One at a time: a second call while one is pending gets the same
 * result (no double submit).
 */
export function registerAccountName(latch: Latch, label: string): Promise<ActionResult> {
  const pending = inFlight(latch)
  pending.current ??= run(latch, label).finally(() => {
    pending.current = undefined
  })
  return pending.current
}

const inFlight = perInstance((_latch: Latch) => ({
  current: undefined as Promise<ActionResult> | undefined,
}))

async function run(latch: Latch, label: string): Promise<ActionResult> {
  const zone = latch.options.names?.zone
  const fail = (status: 'rejected' | 'failed', cause?: unknown): ActionResult => {
    const text = errorTexts.errorRegisteringName(label)
    latch.store.setState({ names: { status, error: text } })
    latch.toasts.show('error', text)
    return { status, error: new LatchError('errorRegisteringName', text, { cause }) }
  }
  const account = getAccount(latch)
  const network = account.caipNetwork
  // ENSIP-11's coin type needs a numeric chain id: names are for the namespaces that have one.
  if (!zone || !account.isConnected || !account.address || typeof network?.id !== 'number')
    return fail('failed')
  const name = `${label.toLowerCase()}.${zone}`
  latch.store.setState({ names: { status: 'pending' } })
  try {
    const message = JSON.stringify({ name, attributes: {}, timestamp: Date.now() })
    const signature = await adapterOf(latch, network.chainNamespace).signMessage({
      message,
      address: account.address,
    })
    await namesApi(latch).register({
      coin_type: coinTypeForChain(network.id),
      address: account.address,
      message,
      signature,
    })
  } catch (cause) {
    return fail(isUserRejectedError(cause) ? 'rejected' : 'failed', cause)
  }
  latch.store.setState({ names: { status: 'idle' } })
  latch.events.emit('nameRegistered', { address: account.address, name })
  // In the form's place: Back from the success goes to the account, not to a form already used. A visitor who
  // left the form meanwhile is not taken back to it.
  if (currentView(latch) === 'RegisterAccountName')
    replaceView(latch, 'RegisterAccountNameSuccess', { name })
  return { status: 'success' }
}
