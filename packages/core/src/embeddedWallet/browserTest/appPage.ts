// The app in the browser test: a Latch instance (test adapter, `embedded` connector) with the embedded wallet
// pointed at the host page on another origin; core's actions drive the real @latch/frame client there.
import type { ActionResult } from '../../errors/ActionResult'
import { closeModal } from '../../modal/closeModal'
import { openModal } from '../../modal/openModal'
import { createTestLatch } from '../../testing/createTestLatch'
import { connectEmail } from '../connectEmail'
import { connectSocial } from '../connectSocial'
import { EMBEDDED_WALLET_CONNECTOR_ID } from '../embeddedWalletConnectorId'
import { exportPrivateKey } from '../exportPrivateKey'
import { updateEmail } from '../updateEmail'
import { verifyEmailOtp } from '../verifyEmailOtp'
import { verifyEmailUpdate } from '../verifyEmailUpdate'
import type { EmbeddedAppTestWindow } from './testWindow'

const secureSiteUrl = new URLSearchParams(location.search).get('secureSite') ?? ''
const { latch, adapter } = createTestLatch({
  adapter: {
    connectors: [
      { id: EMBEDDED_WALLET_CONNECTOR_ID, type: 'AUTH', name: 'E-mail', namespace: 'eip155' },
    ],
  },
  options: { projectId: 'test-project', embeddedWallet: { secureSiteUrl, socials: ['google'] } },
})
latch.setup()

const actions = {
  connectEmail: (p: never) => connectEmail(latch, p),
  verifyEmailOtp: (p: never) => verifyEmailOtp(latch, p),
  connectSocial: (p: never) => connectSocial(latch, p),
  updateEmail: (p: never) => updateEmail(latch, p),
  verifyEmailUpdate: (p: never) => verifyEmailUpdate(latch, p),
  exportPrivateKey: () => exportPrivateKey(latch),
}
const outcome = (result: ActionResult) =>
  result.status === 'success'
    ? { status: result.status }
    : { status: result.status, code: result.error.code, message: result.error.message }
let running: Promise<unknown> = Promise.resolve()

;(window as unknown as EmbeddedAppTestWindow).appTest = {
  latch,
  run: async (name, parameters) => outcome(await actions[name](parameters as never)),
  start(name, parameters) {
    running = actions[name as keyof typeof actions](parameters as never).then(outcome)
  },
  settled: () => running,
  openModal: () => openModal(latch),
  closeModal: () => closeModal(latch),
  state: () => JSON.parse(JSON.stringify(latch.getState())),
  connectedWith: () => {
    const connection = adapter.getConnection()
    return connection.status === 'connected' ? connection.connectorId : undefined
  },
}
