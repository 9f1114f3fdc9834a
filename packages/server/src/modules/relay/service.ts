import { randomUUID } from 'node:crypto'
import type { ServerConfig } from '../../config'
import type { Bus } from '../../platform/bus/Bus'
import { type RpcId, rpcError, rpcErrors, rpcRequest, rpcResult } from './jsonRpc'
import { createMailbox } from './mailbox'
import { createMessageJournal } from './messageJournal'
import { publishProblem } from './publishProblem'
import { type RelayMessage, relayMessage, subscriptionId } from './RelayMessage'
import { countInWindow, emptyWindow, type RateWindow } from './rateWindow'
import { type RelayMethod, type RelayParams, readRelayFrame, relayMethods } from './relayFrame'
import type { RelayStore } from './store'
import { verifyRelayAuth } from './verifyRelayAuth'

/** One authenticated client socket, as the service sees it. */
export type RelayPeer = {
  readonly clientId: string
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
const SWEEP_MS = 60_000
/** WebSocket close codes (RFC 6455): policy violation, going away. */
export const closeCodes = { policy: 1008, goingAway: 1001 } as const

export type RelayServiceOptions = {
  relay: ServerConfig['relay']
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
}

/**
 * The WalletConnect relay (walletconnect-relay.md): subscriptions of this instance's sockets, the mailbox of
 * messages waiting for an acknowledgement (memory, written behind to the database, shared with the other
 * instances over the bus), the per-connection limits. No Fastify: `routes.ts` hands it sockets.
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
}: RelayServiceOptions) {
  const instance = randomUUID()
  const mailbox = createMailbox()
  const journal = createMessageJournal(store, {
    delayMs: persistDelayMs,
    now,
    onError: (error) => log.error(error, 'relay: could not write waiting messages'),
  })
  const subscribers = new Map<string, Set<Connection>>()
  const ips = new Map<string, number>()
  let stopBus: (() => Promise<void>) | undefined
  let sweep: NodeJS.Timeout | undefined
  let rejoin: NodeJS.Timeout | undefined
  let stopped = false
  let sockets = 0

  // `<instance>\n<event>`: an instance skips its own events without parsing them.
  const broadcast = (event: BusEvent) =>
    bus
      .publish(BUS_CHANNEL, `${instance}\n${JSON.stringify(event)}`)
      .catch((error) => log.warn(error, 'relay: bus publish failed'))

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
    if (message.expiresAt <= now() || !mailbox.add(message)) return
    if (local) {
      journal.save(message)
      void broadcast({ kind: 'publish', message })
    }
    for (const connection of subscribers.get(message.topic) ?? []) deliver(connection, message)
  }

  function settle(topic: string, id: string, local: boolean) {
    const waited = mailbox.remove(topic, id)
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
    return relayMessage({ ...fields, publisher: connection.peer.clientId }, now())
  }

  function take(connection: Connection, kind: 'publishes' | 'subscriptions', n: number) {
    const limit = kind === 'publishes' ? limits.publishesPerSecond : limits.subscriptionsPerSecond
    const counted = countInWindow(connection[kind], now(), n, limit)
    connection[kind] = counted.window
    if (!counted.allowed)
      throw new Refusal(rpcErrors.limitExceeded, `too many ${kind}: at most ${limit} a second`)
  }

  function subscribe(connection: Connection, topics: readonly string[]) {
    for (const topic of topics) {
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
      const message = prepare(connection, params)
      reply(true)
      accept(message, true)
    },
    irn_batchPublish(connection, { messages }, reply) {
      take(connection, 'publishes', messages.length)
      const prepared = messages.map((message) => prepare(connection, message))
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
      const proposal = prepare(connection, {
        topic: pairingTopic,
        message: sessionProposal,
        ttl,
        tag,
      })
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
      if (error instanceof Refusal) return send(rpcError(id, error.code, error.message))
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

  return {
    /** Loads what waited in the database and joins the other instances. */
    async start() {
      await store.removeExpired(now())
      for (const message of await store.waiting(now())) mailbox.add(message)
      await joinBus()
      sweep = setInterval(() => {
        mailbox.expire(now())
        store
          .removeExpired(now())
          .catch((error) => log.warn(error, 'relay: could not sweep expired messages'))
      }, SWEEP_MS)
      sweep.unref()
    },
    /** Leaves the other instances and writes what still waits (the routes close the sockets). */
    async stop() {
      stopped = true
      clearTimeout(rejoin)
      clearInterval(sweep)
      await stopBus?.().catch(() => undefined)
      await journal.flush()
    },

    /** For /health: whether it hears the other instances, its sockets, the messages waiting. */
    status() {
      return { bus: stopBus ? 'joined' : 'unreachable', sockets, waitingMessages: mailbox.count() }
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
