import { describe, expect, it, vi } from 'vitest'
import type { CaipNetworkId } from '../caip/caipNetworkId'
import { connect } from '../connection/connect'
import { disconnect } from '../connection/disconnect'
import { getAccount } from '../connection/getAccount'
import { closeModal } from '../modal/closeModal'
import { openModal } from '../modal/openModal'
import { switchNetwork } from '../network/switchNetwork'
import { createTestLatch } from '../testing/createTestLatch'
import { cancelSignIn } from './cancelSignIn'
import type { SiwxConfig, SiwxSession } from './SiwxConfig'
import { signIn } from './signIn'
import { signOut } from './signOut'

/** An app's own SIWX back end, in memory: the interface an app implements (not a stand-in for Latch's server). */
function appSiwx(required: boolean) {
  const sessions: SiwxSession[] = []
  const revoked: string[] = []
  let nonce = 0
  const config: SiwxConfig = {
    getRequired: () => required,
    async createMessage({ accountAddress, chainId }) {
      const data = {
        accountAddress,
        chainId,
        domain: 'app.example',
        uri: 'https://app.example',
        version: '1' as const,
        nonce: `nonce${++nonce}`,
      }
      return {
        ...data,
        toString: () => `sign in ${accountAddress} on ${chainId} with ${data.nonce}`,
      }
    },
    async addSession(session) {
      sessions.push(session)
    },
    async revokeSession(chainId, address) {
      revoked.push(`${chainId}:${address}`)
      for (const [index, session] of [...sessions.entries()].reverse())
        if (session.data.chainId === chainId && session.data.accountAddress === address)
          sessions.splice(index, 1)
    },
    async setSessions(list) {
      sessions.splice(0, sessions.length, ...list)
    },
    async getSessions(chainId, address) {
      return sessions.filter(
        (session) => session.data.chainId === chainId && session.data.accountAddress === address,
      )
    },
  }
  return { config, sessions, revoked }
}

async function connected(required: boolean, options: { rejectSignatures?: boolean } = {}) {
  const app = appSiwx(required)
  const test = createTestLatch({ options: { siwx: app.config }, adapter: options })
  test.latch.setup()
  await vi.dynamicImportSettled()
  openModal(test.latch)
  await connect(test.latch, { connectorId: 'a' })
  await vi.waitFor(() => expect(test.latch.getState().siwx.status).toBe('unsigned'))
  return { ...test, ...app }
}

const view = (latch: ReturnType<typeof createTestLatch>['latch']) =>
  latch.getState().open ? latch.getState().history.at(-1)?.view : undefined

describe('SIWX', () => {
  it('asks after connect; signing stores the session and closes', async () => {
    const { latch, adapter, sessions } = await connected(true)
    expect(view(latch)).toBe('SIWXSignMessage')
    expect(await signIn(latch)).toEqual({ status: 'success' })
    expect(adapter.signedMessages).toEqual([
      `sign in ${getAccount(latch).address} on eip155:31337 with nonce1`,
    ])
    expect(sessions).toHaveLength(1)
    expect(latch.getState().siwx).toMatchObject({
      status: 'signedIn',
      lastSignedIn: 'eip155:31337',
    })
    expect(view(latch)).toBeUndefined()
  })

  it('signs once when the button is pressed twice', async () => {
    const { latch, adapter } = await connected(true)
    const [first, second] = await Promise.all([signIn(latch), signIn(latch)])
    expect(first).toEqual({ status: 'success' })
    expect(second).toBe(first)
    expect(adapter.signedMessages).toHaveLength(1)
  })

  it('cannot be closed while required and unsigned; can when optional', async () => {
    const required = await connected(true)
    closeModal(required.latch)
    expect(view(required.latch)).toBe('SIWXSignMessage')
    const optional = await connected(false)
    closeModal(optional.latch)
    expect(view(optional.latch)).toBeUndefined()
  })

  it('a rejected signature shows "Error signing message" and leaves the view to try again', async () => {
    const { latch } = await connected(true, { rejectSignatures: true })
    const result = await signIn(latch)
    expect(result.status).toBe('rejected')
    expect(latch.toasts.getToast()).toMatchObject({
      variant: 'error',
      message: 'Error signing message',
    })
    expect(latch.getState().siwx.status).toBe('unsigned')
    expect(view(latch)).toBe('SIWXSignMessage')
  })

  it('Sign with no account to sign for says so, rather than nothing', async () => {
    const app = appSiwx(false)
    const { latch, adapter } = createTestLatch({ options: { siwx: app.config } })
    const result = await signIn(latch)
    expect(result).toMatchObject({
      status: 'failed',
      error: { message: 'Address or auth connector not found' },
    })
    expect(latch.toasts.getToast()).toMatchObject({
      variant: 'error',
      message: 'Address or auth connector not found',
    })
    expect(adapter.signedMessages).toEqual([])
  })

  it('cancel while required and never signed in disconnects', async () => {
    const { latch } = await connected(true)
    await cancelSignIn(latch)
    expect(getAccount(latch).isConnected).toBe(false)
    expect(view(latch)).toBeUndefined()
  })

  it('cancel while optional just closes and stays connected', async () => {
    const { latch } = await connected(false)
    await cancelSignIn(latch)
    expect(getAccount(latch).isConnected).toBe(true)
    expect(view(latch)).toBeUndefined()
  })

  it('a network without a session asks again; cancel (required) switches back to the signed-in one', async () => {
    const { latch } = await connected(true)
    await signIn(latch)
    await switchNetwork(latch, { caipNetworkId: 'eip155:31338' })
    await vi.waitFor(() => expect(view(latch)).toBe('SIWXSignMessage'))
    await cancelSignIn(latch)
    expect(getAccount(latch).caipNetworkId).toBe('eip155:31337' satisfies CaipNetworkId)
    await vi.waitFor(() => expect(latch.getState().siwx.status).toBe('signedIn'))
    expect(getAccount(latch).isConnected).toBe(true)
    expect(view(latch)).toBeUndefined()
  })

  it('a network with a session signs in silently', async () => {
    const { latch, adapter } = await connected(true)
    await signIn(latch)
    adapter.set({ ...adapter.getConnection(), caipNetworkId: 'eip155:31338' })
    await vi.waitFor(() => expect(view(latch)).toBe('SIWXSignMessage'))
    await signIn(latch)
    adapter.set({ ...adapter.getConnection(), caipNetworkId: 'eip155:31337' })
    await vi.waitFor(() => expect(latch.getState().siwx.status).toBe('signedIn'))
    expect(view(latch)).toBeUndefined()
    expect(adapter.signedMessages).toHaveLength(2)
  })

  it('an unsupported network never asks', async () => {
    const { latch, adapter } = await connected(true)
    await signIn(latch)
    adapter.set({ ...adapter.getConnection(), caipNetworkId: 'eip155:999' })
    await vi.waitFor(() => expect(view(latch)).toBe('UnsupportedChain'))
    expect(latch.getState().siwx.status).toBe('idle')
  })

  it('disconnect revokes the session unless told not to', async () => {
    const { latch, revoked } = await connected(true)
    await signIn(latch)
    const address = getAccount(latch).address
    await disconnect(latch)
    expect(revoked).toEqual([`eip155:31337:${address}`])
    expect(latch.getState().siwx.status).toBe('idle')

    const kept = appSiwx(true)
    const other = createTestLatch({
      options: { siwx: { ...kept.config, signOutOnDisconnect: false } },
    })
    other.latch.setup()
    await vi.dynamicImportSettled()
    await connect(other.latch, { connectorId: 'a' })
    await disconnect(other.latch)
    expect(kept.revoked).toEqual([])
  })

  it('a reconnect with a stored session asks nothing', async () => {
    const app = appSiwx(true)
    const { latch, adapter } = createTestLatch({ options: { siwx: app.config } })
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    app.sessions.push({
      data: {
        accountAddress: address,
        chainId: 'eip155:31337',
        domain: 'app.example',
        uri: 'https://app.example',
        version: '1',
        nonce: 'earlier1',
      },
      message: 'earlier',
      signature: '0x01',
    })
    adapter.set({ status: 'connected', address, caipNetworkId: 'eip155:31337', connectorId: 'a' })
    latch.setup()
    await vi.waitFor(() => expect(latch.getState().siwx.status).toBe('signedIn'))
    expect(view(latch)).toBeUndefined()
    expect(adapter.signedMessages).toEqual([])
  })

  it('signOut ends the app session and keeps the wallet', async () => {
    const { latch, sessions } = await connected(false)
    await signIn(latch)
    await signOut(latch)
    expect(sessions).toEqual([])
    expect(latch.getState().siwx.status).toBe('unsigned')
    expect(getAccount(latch).isConnected).toBe(true)
  })

  it('"SIWX is not enabled" without the option', () => {
    const { latch } = createTestLatch()
    expect(() => signIn(latch)).toThrow('SIWX is not enabled')
  })
})
