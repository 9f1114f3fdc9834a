import { randomUUID } from 'node:crypto'
import type { Bus } from '../../platform/bus/Bus'
import { type RpcId, rpcError, rpcErrors, rpcRequest, rpcResult } from './jsonRpc'
import { createMailbox } from './mailbox'
import { createMessageJournal } from './messageJournal'
import { publishProblem } from './publishProblem'
import { type RelayMessage, relayMessage, subscriptionId } from './RelayMessage'
import { countInWindow, emptyWindow, type RateWindow } from './rateWindow'
import type { RelayConfig } from './relayConfig'
import { type RelayMethod, type RelayParams, readRelayFrame, relayMethods } from './relayFrame'
import type { RelayStore } from './store'
import { verifyRelayAuth } from './verifyRelayAuth'

/** One authenticated client socket, as the service sees it. */
export type RelayPeer = {
  readonly clientId: string
  /** The client's network address: what the mailbox bounds per client (a did:key costs nothing to mint). */
  readonly address: string
  send(text: string): void
  close(code: number, reason: string): void
}

export type RelayConnection = { receive(text: string): void; closed(): void }

type Awaiting = { message: RelayMessage; deliveries: number; timer: NodeJS.Timeout }
type Connection = {
  peer: RelayPeer
  /** Subscribed topics and their subscription ids. */
  topics: Map<string, string>
  /** Our `irn_subscription` requests waiting for the client's `true`, by request id. */
  awaiting: Map<number, Awaiting>
  nextId: number
  requests: RateWindow
  publishes: RateWindow
  subscriptions: RateWindow
}

type BusEvent =
  | { kind: 'publish'; message: RelayMessage }
  | { kind: 'ack'; topic: string; id: string }

class Refusal extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: string,
  ) {
    super(message)
  }
}

/** Every instance hears every publish and acknowledgement, so each holds every waiting message. */
const BUS_CHANNEL = 'latch:relay'
/** The tags of the messages `wc_approveSession` delivers (sign-client's wc_sessionPropose res / wc_sessionSettle req). */
const SESSION_PROPOSE_RESPONSE_TAG = 1101
const SESSION_SETTLE_TAG = 1102
const FETCH_LIMIT = 500
/** The WalletConnect relay's words for a publish past the mailbox's bounds (relay_rpc's PublishError). */
const MAILBOX_FULL = { message: 'Mailbox limit exceeded', data: 'MailboxLimitExceeded' } as const
/**
 * Catching up re-reads what was stored this long before the last message it saw: rows whose insert committed
 * after a later one's are not skipped.
 */
const CATCH_UP_OVERLAP_MS = 5_000
/** Pages of the database one catch-up reads at most (the next one goes on). */
const CATCH_UP_PAGES = 10
/** A topic's subscription is written down again after this, so `relay_topics` stays fresh. */
const TOPIC_REFRESH_MS = 3_600_000
/** WebSocket close codes (RFC 6455): policy violation, going away. */
export const closeCodes = { policy: 1008, goingAway: 1001 } as const

export type RelayServiceOptions = {
  relay: RelayConfig
  store: RelayStore
  bus: Bus
  /** Where failures are told (module.ts describes them without stacks, SQL or credentials). */
  log: { warn(error: unknown, message: string): void; error(error: unknown, message: string): void }
  now?: () => number
  /** An unacknowledged `irn_subscription` is sent again after this long, up to `maxDeliveries` times. */
  ackTimeoutMs?: number
  maxDeliveries?: number
  persistDelayMs?: number
  busRetryMs?: number
  /** With a shared bus: how often each instance catches up on what the others stored (outages of the bus). */
  catchUpMs?: number
  /** How often expired messages, and those to topics nobody subscribes to, are dropped. */
  sweepMs?: number
}

/**
 * The WalletConnect relay (walletconnect-relay.md): subscriptions of this instance's sockets, the mailbox of
 * messages waiting for an acknowledgement (memory, written behind to the database, shared with the other
 * instances over the bus), the per-connection limits and the mailbox's bounds. No Fastify: `routes.ts` hands
 * it sockets.
 *
 * Between instances the bus is the fast path and the database the durable one: a message waits in memory and,
 * unacknowledged after `persistDelayMs`, in the database (retried while it is away); each instance reads what
 * the others stored every `catchUpMs` and when the bus comes back, so a message the bus lost (Redis down or
 * restarted) still reaches its subscriber on any instance, at least once.
 */
export function relayService({
  relay: limits,
  store,
  bus,
  log,
  now = Date.now,
  ackTimeoutMs = 5_000,
  maxDeliveries = 3,
  persistDelayMs = 1_000,
  busRetryMs = 5_000,
  catchUpMs = 2_000,
  sweepMs = 60_000,
}: RelayServiceOptions) {
  const instance = randomUUID()
  const mailbox = createMailbox()
  const journal = createMessageJournal(store, {
    delayMs: persistDelayMs,
    now,
    onError: (error) =>
      log.error(error, 'relay: could not write waiting messages; trying again until it can'),
    onRecovered: () => log.warn(undefined, 'relay: waiting messages written again'),
  })
  /** Topics subscribed here, to write down (`relay_topics`), and when each was last written. */
  const topicsToRecord = new Set<string>()
  const recordedTopics = new Map<string, number>()
  /** The database's clock up to which this instance has caught up on stored messages. */
  let caughtUpTo = 0
  let catchingUp: Promise<void> | undefined
  let sweeping: Promise<void> | undefined
  let catchUpFailing = false
  let catchUpTimer: NodeJS.Timeout | undefined
  let unwatchBus: (() => void) | undefined
  const subscribers = new Map<string, Set<Connection>>()
  const ips = new Map<string, number>()
  let stopBus: (() => Promise<void>) | undefined
  let sweep: NodeJS.Timeout | undefined
  let rejoin: NodeJS.Timeout | undefined
  let stopped = false
  let sockets = 0

  // `<instance>\n<event>`: an instance skips its own events without parsing them.
  // Logged once per outage, not once per message: the database carries them meanwhile.
  let publishFailing = false
  const broadcast = (event: BusEvent) =>
    bus.publish(BUS_CHANNEL, `${instance}\n${JSON.stringify(event)}`).then(
      () => {
        publishFailing = false
      },
      (error) => {
        if (!publishFailing)
          log.warn(error, 'relay: bus publish failed; the database carries messages meanwhile')
        publishFailing = true
      },
    )

  function push(connection: Connection, id: number, entry: Awaiting) {
    const { message } = entry
    connection.peer.send(
      rpcRequest(id, 'irn_subscription', {
        id: connection.topics.get(message.topic),
        data: {
          topic: message.topic,
          message: message.message,
          publishedAt: message.publishedAt,
          tag: message.tag,
        },
      }),
    )
  }

  function deliver(connection: Connection, message: RelayMessage) {
    if (message.publisher === connection.peer.clientId) return
    for (const entry of connection.awaiting.values())
      if (entry.message.topic === message.topic && entry.message.id === message.id) return
    const id = connection.nextId++
    const entry: Awaiting = { message, deliveries: 1, timer: undefined as never }
    const retry = () => {
      // Acknowledged elsewhere, expired, unsubscribed or tried enough: it waits for the next subscribe.
      if (
        !mailbox.has(message.topic, message.id) ||
        !connection.topics.has(message.topic) ||
        entry.deliveries >= maxDeliveries
      ) {
        connection.awaiting.delete(id)
        return
      }
      entry.deliveries++
      entry.timer = setTimeout(retry, ackTimeoutMs)
      push(connection, id, entry)
    }
    entry.timer = setTimeout(retry, ackTimeoutMs)
    connection.awaiting.set(id, entry)
    push(connection, id, entry)
  }

  function accept(message: RelayMessage, local: boolean) {
    if (message.expiresAt <= now() || !mailbox.add(message, now())) return
    if (local) {
      journal.save(message)
      void broadcast({ kind: 'publish', message })
    }
    for (const connection of subscribers.get(message.topic) ?? []) deliver(connection, message)
  }

  function settle(topic: string, id: string, local: boolean) {
    const waited = mailbox.remove(topic, id, now())
    if (waited || local) journal.remove(topic, id)
    if (local) void broadcast({ kind: 'ack', topic, id })
  }

  /** A checked message from this connection, to `accept` once its publisher has its answer. */
  function prepare(
    connection: Connection,
    fields: { topic: string; message: string; ttl: number; tag: number },
  ): RelayMessage {
    const problem = publishProblem(fields, limits)
    if (problem) throw new Refusal(rpcErrors.invalidParams, problem)
    return relayMessage(
      { ...fields, publisher: connection.peer.clientId, origin: connection.peer.address },
      now(),
    )
  }

  /**
   * Refuses, in the protocol's words, messages that would take the mailbox past its bounds: the bytes waiting
   * from one address, and in all. Checked on the publishing instance; what waits is the same on every instance.
   */
  function bound(connection: Connection, messages: readonly RelayMessage[]) {
    const bytes = messages.reduce((sum, message) => sum + Buffer.byteLength(message.message), 0)
    if (
      mailbox.bytes(connection.peer.address) + bytes > limits.mailboxBytesPerAddress ||
      mailbox.bytes() + bytes > limits.mailboxBytes
    )
      throw new Refusal(rpcErrors.limitExceeded, MAILBOX_FULL.message, MAILBOX_FULL.data)
    return messages
  }

  function take(connection: Connection, kind: 'publishes' | 'subscriptions', n: number) {
    const limit = kind === 'publishes' ? limits.publishesPerSecond : limits.subscriptionsPerSecond
    const counted = countInWindow(connection[kind], now(), n, limit)
    connection[kind] = counted.window
    if (!counted.allowed)
      throw new Refusal(rpcErrors.limitExceeded, `too many ${kind}: at most ${limit} a second`)
  }

  function subscribe(connection: Connection, topics: readonly string[]) {
    const at = now()
    for (const topic of topics) {
      if (at - (recordedTopics.get(topic) ?? Number.NEGATIVE_INFINITY) > TOPIC_REFRESH_MS)
        topicsToRecord.add(topic)
      if (!connection.topics.has(topic))
        connection.topics.set(topic, subscriptionId(topic, connection.peer.clientId))
      const set = subscribers.get(topic) ?? new Set()
      subscribers.set(topic, set)
      set.add(connection)
    }
    return topics.map((topic) => connection.topics.get(topic))
  }

  function unsubscribe(connection: Connection, topic: string) {
    connection.topics.delete(topic)
    const set = subscribers.get(topic)
    set?.delete(connection)
    if (set?.size === 0) subscribers.delete(topic)
  }

  const deliverWaiting = (connection: Connection, topics: readonly string[]) => {
    for (const topic of topics)
      for (const message of mailbox.waiting(topic, now())) deliver(connection, message)
  }

  type Handler<M extends RelayMethod> = (
    connection: Connection,
    params: RelayParams<M>,
    reply: (result: unknown) => void,
  ) => void
  const handlers: { [M in RelayMethod]: Handler<M> } = {
    irn_subscribe(connection, { topic }, reply) {
      take(connection, 'subscriptions', 1)
      reply(subscribe(connection, [topic])[0])
      deliverWaiting(connection, [topic])
    },
    irn_batchSubscribe(connection, { topics }, reply) {
      take(connection, 'subscriptions', topics.length)
      reply(subscribe(connection, topics))
      deliverWaiting(connection, topics)
    },
    irn_unsubscribe(connection, { topic }, reply) {
      unsubscribe(connection, topic)
      reply(true)
    },
    irn_batchUnsubscribe(connection, { subscriptions }, reply) {
      for (const { topic } of subscriptions) unsubscribe(connection, topic)
      reply(true)
    },
    // Publishes answer before they deliver: a client whose peer answers at once (on loopback, in the same
    // read) must hear "published" first, or sign-client 2.25 misses the answer to its own request.
    irn_publish(connection, params, reply) {
      take(connection, 'publishes', 1)
      const [message] = bound(connection, [prepare(connection, params)]) as [RelayMessage]
      reply(true)
      accept(message, true)
    },
    irn_batchPublish(connection, { messages }, reply) {
      take(connection, 'publishes', messages.length)
      const prepared = bound(
        connection,
        messages.map((message) => prepare(connection, message)),
      )
      reply(true)
      for (const message of prepared) accept(message, true)
    },
    irn_batchFetchMessages(connection, { topics }, reply) {
      take(connection, 'subscriptions', topics.length)
      const messages = topics
        .flatMap((topic) => mailbox.waiting(topic, now()))
        .filter((message) => message.publisher !== connection.peer.clientId)
      reply({
        messages: messages.slice(0, FETCH_LIMIT).map((message) => ({
          topic: message.topic,
          message: message.message,
          publishedAt: message.publishedAt,
          tag: message.tag,
        })),
        hasMore: messages.length > FETCH_LIMIT,
      })
    },
    // The proposer does not subscribe to the pairing topic itself (sign-client 2.25 skips it): this does.
    wc_proposeSession(connection, { pairingTopic, sessionProposal, ttl, tag }, reply) {
      take(connection, 'publishes', 1)
      const [proposal] = bound(connection, [
        prepare(connection, { topic: pairingTopic, message: sessionProposal, ttl, tag }),
      ]) as [RelayMessage]
      subscribe(connection, [pairingTopic])
      reply(true)
      accept(proposal, true)
      deliverWaiting(connection, [pairingTopic])
    },
    wc_approveSession(connection, params, reply) {
      take(connection, 'publishes', 2)
      const response = prepare(connection, {
        topic: params.pairingTopic,
        message: params.sessionProposalResponse,
        ttl: params.ttl,
        tag: SESSION_PROPOSE_RESPONSE_TAG,
      })
      const settlement = prepare(connection, {
        topic: params.sessionTopic,
        message: params.sessionSettlementRequest,
        ttl: params.ttl,
        tag: SESSION_SETTLE_TAG,
      })
      bound(connection, [response, settlement])
      // Likewise the wallet does not subscribe to the session topic: approving does.
      subscribe(connection, [params.sessionTopic])
      reply(true)
      accept(response, true)
      accept(settlement, true)
      deliverWaiting(connection, [params.sessionTopic])
    },
  }

  function request(connection: Connection, id: RpcId, method: string, params: unknown) {
    const send = connection.peer.send.bind(connection.peer)
    if (!Object.hasOwn(relayMethods, method))
      return send(rpcError(id, rpcErrors.methodNotFound, `unknown method: ${method}`))
    const parsed = relayMethods[method as RelayMethod].safeParse(params)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const where = issue?.path.join('.') || 'params'
      return send(rpcError(id, rpcErrors.invalidParams, `${where}: ${issue?.message}`))
    }
    try {
      ;(handlers[method as RelayMethod] as Handler<RelayMethod>)(
        connection,
        parsed.data as never,
        (result) => send(rpcResult(id, result)),
      )
    } catch (error) {
      if (error instanceof Refusal) return send(rpcError(id, error.code, error.message, error.data))
      log.error(error, `relay: ${method} failed`)
      send(rpcError(id, rpcErrors.internal, 'the relay could not answer'))
    }
  }

  function onBusEvent(text: string) {
    const newline = text.indexOf('\n')
    if (text.slice(0, newline) === instance) return
    let event: BusEvent
    try {
      event = JSON.parse(text.slice(newline + 1)) as BusEvent
    } catch {
      return
    }
    if (event.kind === 'publish') accept(event.message, false)
    else if (event.kind === 'ack') settle(event.topic, event.id, false)
  }

  // Redis down at start must not keep the relay from serving this instance's sockets: it joins when it can.
  async function joinBus() {
    try {
      stopBus = await bus.subscribe(BUS_CHANNEL, onBusEvent)
    } catch (error) {
      log.warn(error, 'relay: the bus is unreachable; serving this instance alone until it answers')
      if (!stopped) rejoin = setTimeout(joinBus, busRetryMs)
    }
  }

  /**
   * Reads what the other instances stored since the last round (with an overlap) and takes in what this
   * instance lacks, delivering it to its subscribers: what the bus lost. Acknowledged or present messages are
   * skipped (the mailbox remembers recent acknowledgements).
   */
  function catchUp(): Promise<void> {
    catchingUp ??= (async () => {
      try {
        let after = { storedAt: caughtUpTo - CATCH_UP_OVERLAP_MS, topic: '', id: '' }
        for (let page = 0; page < CATCH_UP_PAGES; page++) {
          const read = await store.storedAfter(after, now())
          for (const message of read.messages) accept(message, false)
          if (read.last) {
            after = read.last
            caughtUpTo = Math.max(caughtUpTo, read.last.storedAt)
          }
          if (!read.full) break
        }
        if (catchUpFailing) log.warn(undefined, 'relay: catching up on the database again')
        catchUpFailing = false
      } catch (error) {
        if (!catchUpFailing) log.warn(error, 'relay: could not catch up on the database')
        catchUpFailing = true
      } finally {
        catchingUp = undefined
      }
    })()
    return catchingUp
  }

  /** Writes down the topics subscribed here since the last time (a message to one is kept its full TTL). */
  async function recordTopics() {
    if (topicsToRecord.size === 0) return
    const topics = [...topicsToRecord]
    topicsToRecord.clear()
    const at = now()
    try {
      await store.subscribed(topics, at)
      for (const topic of topics) recordedTopics.set(topic, at)
    } catch (error) {
      for (const topic of topics) topicsToRecord.add(topic)
      log.warn(error, 'relay: could not record subscribed topics')
    }
  }

  /**
   * Drops expired messages, and those published more than `unsubscribedTtlSeconds` ago to topics nobody
   * subscribed to (in the database; the other instances hear it as an acknowledgement).
   */
  async function sweepMailbox() {
    const at = now()
    mailbox.expire(at)
    for (const [topic, recordedAt] of recordedTopics)
      if (at - recordedAt > TOPIC_REFRESH_MS) recordedTopics.delete(topic)
    try {
      await recordTopics()
      await store.removeExpired(at)
      const dropped = await store.removeUnsubscribed(
        at - limits.unsubscribedTtlSeconds * 1_000,
        at - limits.maxTtlSeconds * 1_000,
      )
      for (const { topic, id } of dropped) {
        mailbox.remove(topic, id, at)
        void broadcast({ kind: 'ack', topic, id })
      }
    } catch (error) {
      log.warn(error, 'relay: could not sweep expired messages')
    }
  }

  return {
    /** Loads what waited in the database and joins the other instances. */
    async start() {
      await store.removeExpired(now())
      caughtUpTo = await store.clock()
      for (const message of await store.waiting(now())) mailbox.add(message, now())
      await joinBus()
      sweep = setInterval(() => {
        sweeping ??= sweepMailbox().finally(() => {
          sweeping = undefined
        })
      }, sweepMs)
      sweep.unref()
      if (bus.shared) {
        // Back on the bus: what it lost meanwhile is in the database (or will be within persistDelayMs).
        unwatchBus = bus.watch((connected) => {
          if (connected) void catchUp()
        })
        catchUpTimer = setInterval(() => {
          void recordTopics()
          void catchUp()
        }, catchUpMs)
        catchUpTimer.unref()
      }
    },
    /** Leaves the other instances and writes what still waits (the routes close the sockets). */
    async stop() {
      stopped = true
      clearTimeout(rejoin)
      clearInterval(sweep)
      clearInterval(catchUpTimer)
      unwatchBus?.()
      await catchingUp
      await sweeping
      await stopBus?.().catch(() => undefined)
      await recordTopics()
      await journal.flush()
    },

    /**
     * For /health: whether it hears the other instances, its sockets, the messages waiting and their bytes,
     * whether writing them to the database fails.
     */
    status() {
      return {
        bus: stopBus && bus.connected() ? ('joined' as const) : ('unreachable' as const),
        database: journal.failing() || catchUpFailing ? ('failing' as const) : ('ok' as const),
        sockets,
        waitingMessages: mailbox.count(),
        waitingBytes: mailbox.bytes(),
      }
    },

    /** Checks a client's JWT and project id before its socket opens. */
    async authenticate({
      auth,
      projectId,
      audiences,
    }: {
      auth: string | undefined
      projectId: string | undefined
      audiences: readonly string[]
    }): Promise<{ clientId: string } | { status: 401 | 403; reason: string }> {
      if (limits.projectIds.length > 0 && !limits.projectIds.includes(projectId ?? ''))
        return { status: 403, reason: 'this relay does not serve that projectId' }
      if (!auth) return { status: 401, reason: 'auth (a JWT) is required' }
      const verified = await verifyRelayAuth(auth, { now: now(), audiences })
      return verified.ok
        ? { clientId: verified.clientId }
        : { status: 401, reason: verified.reason }
    },

    /** Counts a socket against its IP's limit; the returned function releases it, undefined when full. */
    admit(ip: string): (() => void) | undefined {
      const count = ips.get(ip) ?? 0
      if (count >= limits.connectionsPerIp) return undefined
      ips.set(ip, count + 1)
      let released = false
      return () => {
        if (released) return
        released = true
        const left = (ips.get(ip) ?? 1) - 1
        if (left > 0) ips.set(ip, left)
        else ips.delete(ip)
      }
    },

    connect(peer: RelayPeer): RelayConnection {
      const connection: Connection = {
        peer,
        topics: new Map(),
        awaiting: new Map(),
        nextId: 1,
        requests: emptyWindow,
        publishes: emptyWindow,
        subscriptions: emptyWindow,
      }
      sockets++
      // Beyond twice the sum of its limits, a client is flooding: refusing each request is not enough.
      const requestLimit = 2 * (limits.publishesPerSecond + limits.subscriptionsPerSecond)
      return {
        receive(text) {
          const frame = readRelayFrame(text)
          if (frame.kind === 'response') {
            const entry = connection.awaiting.get(Number(frame.id))
            if (!entry || !frame.acknowledged) return
            clearTimeout(entry.timer)
            connection.awaiting.delete(Number(frame.id))
            settle(entry.message.topic, entry.message.id, true)
            return
          }
          const counted = countInWindow(connection.requests, now(), 1, requestLimit)
          connection.requests = counted.window
          if (!counted.allowed) return peer.close(closeCodes.policy, 'too many requests')
          if (frame.kind === 'invalid')
            return peer.send(
              frame.reason === 'parse'
                ? rpcError(null, rpcErrors.parse, 'malformed JSON')
                : rpcError(frame.id, rpcErrors.invalidRequest, 'not a JSON-RPC 2.0 request'),
            )
          request(connection, frame.id, frame.method, frame.params)
        },
        closed() {
          sockets--
          for (const topic of [...connection.topics.keys()]) unsubscribe(connection, topic)
          for (const entry of connection.awaiting.values()) clearTimeout(entry.timer)
          connection.awaiting.clear()
        },
      }
    },
  }
}

export type RelayService = ReturnType<typeof relayService>
