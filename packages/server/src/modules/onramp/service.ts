import { randomUUID } from 'node:crypto'
import { mockOnRampQuote, onrampDefaults } from '@latch/core/onramp'
import type { FastifyBaseLogger } from 'fastify'
import type {
  OnRampOptions,
  OnRampProvider,
  OnRampQuote,
  QuoteRequest,
  WebhookRequest,
} from './OnRampProvider'
import { onrampErrors } from './onrampErrors'
import { ProviderFailure } from './ProviderFailure'
import { WEBHOOK_TOLERANCE_MS } from './providers/moonpayProvider'
import type { OnRampStore, StoredOnRampSession } from './store'

/** A quote may be paid this long after it was given. */
export const QUOTE_TTL_MS = 10 * 60_000
/** A provider's options are asked for again after this long. */
const OPTIONS_TTL_MS = 5 * 60_000
/** A pending session's provider is asked for its status at most this often (BuyInProgress polls faster). */
export const STATUS_POLL_MS = 10_000

export type CheckoutInput = {
  provider: string | undefined
  address: string
  network: string
  purchaseCurrency: string
  paymentCurrency: string
  amount: string | undefined
  quoteId: string | undefined
  partnerUserId: string
  clientIp: string
  referrerDomain: string
}

const reasonOf = (error: unknown) =>
  error instanceof ProviderFailure ? error.message : 'the provider failed'

const cents = (amount: string) => Math.round(Number(amount) * 100)

/**
 * The on-ramp (docs/onramp.md): the providers behind one interface, their options with the built-in defaults when
 * they fail, quotes checked against the options' limits (a mock quote when the provider's fails, behaviour.md §8),
 * checkout sessions, and webhooks that move a session's status once each.
 */
export function onrampService(parameters: {
  store: OnRampStore
  providers: readonly OnRampProvider[]
  now: () => number
  log: FastifyBaseLogger
}) {
  const { store, providers, now, log } = parameters
  const optionsCache = new Map<string, { options: OnRampOptions; defaults: boolean; at: number }>()
  /** When each pending session's provider was last asked for its status (in this process). */
  const statusAskedAt = new Map<string, number>()

  /** The named provider, or the first (the sandbox when it is on) when none is named. */
  const providerOf = (id: string | undefined) => {
    const provider =
      id === undefined ? providers[0] : providers.find((candidate) => candidate.id === id)
    if (!provider)
      throw onrampErrors.badRequest(
        `provider: no on-ramp provider named ${id ?? 'anything'} here (${providers.map((p) => p.id).join(', ') || 'none is configured'})`,
      )
    return provider
  }

  const refuse = async (provider: string, what: string, reason: string) => {
    log.warn({ provider, what, reason }, 'on-ramp refusal')
    await store.addRefusal(provider, what, reason, now())
  }

  async function options(id: string) {
    const provider = providerOf(id)
    const cached = optionsCache.get(id)
    if (cached && now() - cached.at < OPTIONS_TTL_MS) return cached
    let entry: { options: OnRampOptions; defaults: boolean; at: number }
    try {
      entry = { options: await provider.options(), defaults: false, at: now() }
    } catch (error) {
      // behaviour.md §8: options that fail fall back to the built-in defaults; not cached, so the next asks again.
      await refuse(id, 'options', reasonOf(error))
      return { options: onrampDefaults, defaults: true, at: now() }
    }
    optionsCache.set(id, entry)
    return entry
  }

  /** The request against the provider's options: the currencies it has, the payment method's limits. */
  async function checkRequest(provider: OnRampProvider, request: QuoteRequest) {
    const { options: offered } = await options(provider.id)
    const purchase = offered.purchaseCurrencies.find((c) => c.id === request.purchaseCurrency)
    if (!purchase)
      throw onrampErrors.badRequest(
        `purchaseCurrency: ${provider.name} does not sell ${request.purchaseCurrency} (${offered.purchaseCurrencies.map((c) => c.id).join(', ')})`,
      )
    if (!purchase.networks.some((network) => network.name === request.network))
      throw onrampErrors.badRequest(
        `network: ${provider.name} delivers ${purchase.id} on ${purchase.networks.map((n) => n.name).join(', ')}, not ${request.network}`,
      )
    const payment = offered.paymentCurrencies.find((c) => c.id === request.paymentCurrency)
    if (!payment)
      throw onrampErrors.badRequest(
        `paymentCurrency: ${provider.name} does not take ${request.paymentCurrency} (${offered.paymentCurrencies.map((c) => c.id).join(', ')})`,
      )
    const limit = payment.payment_method_limits.find((l) => l.id === request.paymentMethod)
    if (!limit)
      throw onrampErrors.badRequest(
        `paymentMethod: ${provider.name} takes no ${request.paymentMethod} payments in ${payment.id}`,
      )
    if (cents(request.amount) < cents(limit.min))
      throw onrampErrors.badRequest(
        `amount: at least ${limit.min} ${payment.id} by ${request.paymentMethod} with ${provider.name}`,
      )
    if (cents(request.amount) > cents(limit.max))
      throw onrampErrors.badRequest(
        `amount: at most ${limit.max} ${payment.id} by ${request.paymentMethod} with ${provider.name}`,
      )
  }

  return {
    providers: () =>
      providers.map((provider) => ({
        id: provider.id,
        name: provider.name,
        sandbox: provider.sandbox,
      })),

    /** The provider's options, or the built-in defaults (`defaults: true`) when it has none to give. */
    async options(id: string | undefined) {
      if (id === undefined && providers.length === 0) return { ...onrampDefaults, defaults: true }
      const entry = await options(providerOf(id).id)
      return { ...entry.options, defaults: entry.defaults }
    },

    /**
     * A quote, after the request is checked against the options. A provider that fails answers a mock quote
     * (`estimate: true`, behaviour.md §8) with the reason, recorded; a real quote is kept so its checkout pays it.
     */
    async quote(projectId: string, id: string | undefined, request: QuoteRequest) {
      const provider = providerOf(id)
      await checkRequest(provider, request)
      let quote: OnRampQuote
      try {
        quote = await provider.quote(request)
      } catch (error) {
        const reason = reasonOf(error)
        await refuse(provider.id, 'quote', reason)
        return { quote: mockOnRampQuote(provider.id, request), reason }
      }
      await store.addQuote(quote, projectId, now() + QUOTE_TTL_MS)
      return { quote }
    },

    async checkout(projectId: string, input: CheckoutInput) {
      const provider = providerOf(input.provider)
      if (provider.acceptsAddress && !provider.acceptsAddress(input.address))
        throw onrampErrors.badRequest(
          `destinationWallets.0.address: ${provider.name} cannot deliver to this address`,
        )
      if (input.quoteId?.startsWith('mock-')) throw onrampErrors.mockQuote()
      const quote = input.quoteId ? await store.quote(input.quoteId, projectId, now()) : undefined
      if (input.quoteId && !quote) throw onrampErrors.quoteExpired()
      if (quote && quote.provider !== provider.id)
        throw onrampErrors.badRequest(`quoteId: a quote of ${quote.provider}, not ${provider.id}`)
      // The sandbox pays out exactly what it quoted: no quote, nothing to pay.
      if (provider.sandbox && !quote)
        throw onrampErrors.badRequest(
          'quoteId: the sandbox pays a quote it gave; ask for one first',
        )
      const amount = quote?.paymentTotal.amount ?? input.amount
      if (!amount) throw onrampErrors.badRequest('presetFiatAmount: required without a quoteId')
      await checkRequest(provider, {
        purchaseCurrency: quote?.purchaseAmount.currency ?? input.purchaseCurrency,
        paymentCurrency: quote?.paymentTotal.currency ?? input.paymentCurrency,
        amount,
        network: input.network,
        paymentMethod: 'card',
      })
      const session: StoredOnRampSession = {
        id: randomUUID(),
        projectId,
        provider: provider.id,
        address: input.address,
        network: input.network,
        purchaseCurrency: quote?.purchaseAmount.currency ?? input.purchaseCurrency,
        paymentCurrency: quote?.paymentTotal.currency ?? input.paymentCurrency,
        amount,
        quote,
        status: 'pending',
        txHash: undefined,
        createdAt: now(),
        updatedAt: now(),
      }
      let url: string
      try {
        ;({ url } = await provider.checkout({
          sessionId: session.id,
          address: session.address,
          network: session.network,
          purchaseCurrency: session.purchaseCurrency,
          paymentCurrency: session.paymentCurrency,
          amount,
          partnerUserId: input.partnerUserId,
          clientIp: input.clientIp,
          referrerDomain: input.referrerDomain,
          quote,
        }))
      } catch (error) {
        const reason = reasonOf(error)
        await refuse(provider.id, 'checkout', reason)
        throw onrampErrors.providerFailed(reason)
      }
      await store.addSession(session)
      return { url, sessionId: session.id }
    },

    /**
     * A session of this project's (another project's is no session of its). While it is pending, a provider with a
     * status API is asked, at most once per STATUS_POLL_MS per session, and its answer moves the session as its
     * webhook would; a provider that fails is recorded and the session stays pending (docs/onramp.md, "Status").
     */
    async status(projectId: string, sessionId: string) {
      const session = await store.session(sessionId)
      if (!session || session.projectId !== projectId) throw onrampErrors.unknownSession()
      const provider = providers.find((candidate) => candidate.id === session.provider)
      if (session.status !== 'pending' || !provider?.status) return session
      const asked = statusAskedAt.get(session.id)
      if (asked !== undefined && now() - asked < STATUS_POLL_MS) return session
      statusAskedAt.set(session.id, now())
      let answer: Awaited<ReturnType<NonNullable<OnRampProvider['status']>>>
      try {
        answer = await provider.status(session.id)
      } catch (error) {
        await refuse(provider.id, 'status', reasonOf(error))
        return session
      }
      if (answer.status === 'pending') return session
      statusAskedAt.delete(session.id)
      await store.moveSession(session.id, ['pending'], answer.status, now(), answer.txHash)
      return (await store.session(session.id)) ?? session
    },

    /** A session for the sandbox's own pages, which carry no project. */
    sandboxSession: async (sessionId: string) => {
      const session = await store.session(sessionId)
      return session?.provider === 'sandbox' ? session : undefined
    },

    moveSession: store.moveSession,

    /** Expired quotes, webhook ids past the signing tolerance (twice over), and stale status throttles are removed. */
    prune: () => {
      for (const [sessionId, at] of statusAskedAt)
        if (now() - at >= STATUS_POLL_MS) statusAskedAt.delete(sessionId)
      return store.prune(now(), now() - 2 * WEBHOOK_TOLERANCE_MS)
    },

    /**
     * A provider's webhook: its signature checked, its delivery taken once (a replay is refused), and the session it
     * names moved to its status. Every refusal is recorded; none credits anything.
     */
    async webhook(id: string, request: WebhookRequest) {
      const provider = providers.find((candidate) => candidate.id === id)
      if (!provider) {
        await refuse(id, 'webhook', 'no such provider')
        throw onrampErrors.webhookRefused(`No on-ramp provider named ${id} here`)
      }
      let event: Awaited<ReturnType<OnRampProvider['verifyWebhook']>>
      try {
        event = await provider.verifyWebhook(request, now())
      } catch (error) {
        const reason = error instanceof Error ? error.message : 'refused'
        await refuse(id, 'webhook', reason)
        throw onrampErrors.webhookRefused(`The webhook is not ${provider.name}'s: ${reason}`)
      }
      if (event.sessionId === undefined) {
        // Verified, but tied to no session yet (Meld's PENDING_CREATED): taken, nothing moves.
        if (!(await store.takeWebhookEvent(event.eventId, id, '', now()))) {
          await refuse(id, 'webhook', 'replayed')
          throw onrampErrors.webhookReplayed()
        }
        return { received: true }
      }
      const session = await store.session(event.sessionId)
      if (!session || session.provider !== id) {
        await refuse(id, 'webhook', 'unknown session')
        throw onrampErrors.webhookRefused('The webhook names no session of this provider')
      }
      if (!(await store.takeWebhookEvent(event.eventId, id, event.sessionId, now()))) {
        await refuse(id, 'webhook', 'replayed')
        throw onrampErrors.webhookReplayed()
      }
      if (event.status !== 'pending')
        await store.moveSession(
          session.id,
          ['pending', 'processing'],
          event.status,
          now(),
          event.txHash,
        )
      return { received: true }
    },
  }
}

export type OnRampService = ReturnType<typeof onrampService>
