import { randomBytes } from 'node:crypto'
import { type Hex, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/Database'
import { authOf } from '../../testing/authOf'
import { q, startTestApp, type TestApp } from '../../testing/startTestApp'
import { sqlTestDatabases } from '../../testing/testDatabases'
import { projectStore } from '../projects/store'
import { revokeMessage } from './service'
import { type SmartSession, sessionsStore } from './store'

const token = '0x1111111111111111111111111111111111111111'
const permission = {
  type: 'erc20-token-periodic' as const,
  data: { tokenAddress: token, periodAmount: toHex(10_000_000n), periodDuration: 86_400 },
}

/**
 * The sessions list and its routes (spec §7) on both databases, without a chain: a project lists only its own
 * sessions of the account asked for, and a revoke finds only those, signed by their owner. The revoke itself (on
 * chain) is sessions.chain.test.ts's.
 */
describe.each(sqlTestDatabases)('the sessions list on $name', ({ create }) => {
  let db: Database
  let t: TestApp
  const now = Date.now()
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = privateKeyToAccount(generatePrivateKey()).address.toLowerCase()
  const otherAccount = privateKeyToAccount(generatePrivateKey()).address.toLowerCase()
  let mine: SmartSession
  let otherProjects: SmartSession
  let otherUsers: SmartSession

  async function user() {
    const subject = randomBytes(8).toString('hex')
    const { user } = await authOf(t.app).signInWithIdentity({
      provider: 'test',
      subject,
      email: `${subject}@example.com`,
      deviceId: randomBytes(12).toString('hex'),
      projectId: 'latch-demo',
    })
    return user.id
  }

  const session = (overrides: Partial<SmartSession>): SmartSession => ({
    id: toHex(randomBytes(32)),
    projectId: 'latch-demo',
    userId: '',
    caipNetworkId: 'eip155:31337',
    account,
    owner: owner.address.toLowerCase(),
    signer: privateKeyToAccount(generatePrivateKey()).address.toLowerCase(),
    permission,
    expiresAt: now + 3_600_000,
    createdAt: now,
    revokedAt: null,
    ...overrides,
  })

  beforeAll(async () => {
    db = await create()
    t = await startTestApp(db)
    await projectStore(db).upsert({
      id: 'other',
      name: 'Other',
      allowedOrigins: [],
      requestsPerMinute: 100,
    })
    const [userId, otherUserId] = [await user(), await user()]
    mine = session({ userId })
    otherProjects = session({ userId, projectId: 'other', createdAt: now + 1 })
    otherUsers = session({ userId: otherUserId, account: otherAccount })
    const store = sessionsStore(db)
    for (const { revokedAt: _, ...row } of [mine, otherProjects, otherUsers])
      await store.insert(row)
  })
  afterAll(async () => {
    await t?.close()
    await db?.close()
  })

  const list = (caip: string, projectId = 'latch-demo') =>
    t.get(`/v1/sessions/${caip}?${q.replace('latch-demo', projectId)}`)
  const revoke = (caip: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/v1/sessions/${caip}/revoke?${q}`, payload })

  it("lists the project's sessions of the account, and no one else's", async () => {
    const listed = await list(`eip155:31337:${account}`)
    expect(listed.statusCode).toBe(200)
    expect(listed.json().sessions).toEqual([
      {
        pci: mine.id,
        chainId: 'eip155:31337',
        address: account,
        signer: { type: 'account', data: { address: mine.signer } },
        permissions: [permission],
        expiry: Math.floor(mine.expiresAt / 1000),
        createdAt: new Date(now).toISOString(),
        revokedAt: null,
        status: 'active',
      },
    ])
    expect((await list(`eip155:31337:${account}`, 'other')).json().sessions).toEqual([
      expect.objectContaining({ pci: otherProjects.id }),
    ])
    expect((await list(`eip155:31338:${account}`)).json()).toEqual({ sessions: [] })
    // Upper-case hex names the same account.
    expect(
      (await list(`eip155:31337:0x${account.slice(2).toUpperCase()}`)).json().sessions,
    ).toHaveLength(1)
  })

  it("finds no other project's or account's session to revoke, and takes only the owner's signature", async () => {
    const signature = await owner.signMessage({ message: revokeMessage(otherProjects.id) })
    const elsewhere = await revoke(`eip155:31337:${account}`, { pci: otherProjects.id, signature })
    expect(elsewhere.statusCode).toBe(404)
    expect(elsewhere.json().reasons[0].description).toBe('Unknown permission context')
    const otherUser = await revoke(`eip155:31337:${account}`, {
      pci: otherUsers.id,
      signature: await owner.signMessage({ message: revokeMessage(otherUsers.id) }),
    })
    expect(otherUser.statusCode).toBe(404)

    const stranger = privateKeyToAccount(generatePrivateKey())
    const forged = await revoke(`eip155:31337:${account}`, {
      pci: mine.id,
      signature: await stranger.signMessage({ message: revokeMessage(mine.id) }),
    })
    expect(forged.statusCode).toBe(403)
    expect(forged.json().reasons[0].description).toBe("signature: not the account owner's")
    // The owner's signature of another message is no signature of this one.
    const replayed = await revoke(`eip155:31337:${account}`, {
      pci: mine.id,
      signature: await owner.signMessage({ message: revokeMessage(otherProjects.id) }),
    })
    expect(replayed.statusCode).toBe(403)
    expect((await list(`eip155:31337:${account}`)).json().sessions[0].status).toBe('active')
  })

  it('answers bad input with its words and no 5xx', async () => {
    const bad = async (response: Promise<{ statusCode: number; json(): unknown }>) => {
      const answer = await response
      expect(answer.statusCode).toBe(400)
      return (answer.json() as { reasons: { description: string }[] }).reasons[0]?.description
    }
    expect(await bad(list('0xabc'))).toBe('id: Invalid CAIP Address')
    expect(await bad(list(`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${account}`))).toBe(
      'id: Invalid CAIP Address',
    )
    expect(await bad(revoke(`eip155:31337:${account}`, { pci: 'x', signature: '0x' }))).toMatch(
      /^pci: must be a permission context/,
    )
    expect(
      await bad(revoke(`eip155:31337:${account}`, { pci: mine.id, signature: '0x1234' })),
    ).toMatch(/^signature: must be a 65-byte signature/)
    const garbage = `0x${'ab'.repeat(65)}` as Hex
    const unreadable = await revoke(`eip155:31337:${account}`, { pci: mine.id, signature: garbage })
    expect(unreadable.statusCode).toBe(403)
  })
})
