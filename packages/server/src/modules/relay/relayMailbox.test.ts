import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectRelayClient } from './testing/relayTestClient'
import { type RelayServer, startRelayServer } from './testing/startRelayServer'

const topic = () => randomBytes(32).toString('hex')
/** A message of exactly `bytes` bytes of base64. */
const message = (bytes: number) => randomBytes((bytes / 4) * 3).toString('base64')
const publish = (t: string, m: string) => ({ topic: t, message: m, ttl: 86_400, tag: 1108 })
const refused = { code: -32005, message: 'Mailbox limit exceeded', data: 'MailboxLimitExceeded' }

// behaviour.md §16.2: minted did:keys cost nothing, so the mailbox bounds what each client address keeps waiting.
describe('the relay mailbox bounds', () => {
  let relay: RelayServer
  beforeAll(async () => {
    relay = await startRelayServer({
      relay: { maxMessageBytes: 4_096, mailboxBytesPerAddress: 6_000, mailboxBytes: 10_000 },
    })
  })
  afterAll(async () => {
    await relay?.close()
  })

  it('refuses a client past its address bound and past the total, while another address is still delivered', async () => {
    const flooder = await connectRelayClient(relay.url)
    // A fresh identity from the same address counts against the same bound.
    const sameAddress = await connectRelayClient(relay.url)
    const other = await connectRelayClient(relay.url, { localAddress: '127.0.0.2' })
    const wallet = await connectRelayClient(relay.url, { localAddress: '127.0.0.3' })

    // Parked on topics nobody subscribes to: 3,000 bytes each, 6,000 from one address at most.
    for (let i = 0; i < 2; i++)
      expect(await flooder.request('irn_publish', publish(topic(), message(3_000)))).toMatchObject({
        result: true,
      })
    expect((await flooder.request('irn_publish', publish(topic(), message(3_000)))).error).toEqual(
      refused,
    )
    expect(
      (await sameAddress.request('irn_batchPublish', { messages: [publish(topic(), message(8))] }))
        .error,
    ).toEqual(refused)

    // Another address is still served: its message reaches the wallet (and, acknowledged, frees its room).
    const t = topic()
    await wallet.request('irn_subscribe', { topic: t })
    const m = message(3_000)
    expect(await other.request('irn_publish', publish(t, m))).toMatchObject({ result: true })
    await wallet.until(() => wallet.deliveries().find((d) => d.message === m))
    // Its acknowledgement reaches the relay: what waits is the flooder's two again (/health says so).
    const relayHealth = async () =>
      (await (await fetch(`http://127.0.0.1:${relay.port}/health`)).json()).checks.relay
    for (let i = 0; i < 50 && (await relayHealth()).waitingMessages !== 2; i++)
      await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await relayHealth()).toMatchObject({ waitingMessages: 2, waitingBytes: 6_000 })

    // The total: 6,000 waiting, room for one more 3,000 from anyone, not two.
    expect(await other.request('irn_publish', publish(topic(), message(3_000)))).toMatchObject({
      result: true,
    })
    expect((await other.request('irn_publish', publish(topic(), message(3_000)))).error).toEqual(
      refused,
    )
    for (const client of [flooder, sameAddress, other, wallet]) client.close()
  })
})
