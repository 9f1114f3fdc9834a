import { isAddress } from 'viem'
import { z } from 'zod'
import type { OnRampOptions, OnRampProvider } from '../OnRampProvider'
import { WebhookRefused } from '../ProviderFailure'
import { WEBHOOK_TOLERANCE_MS } from '../providers/moonpayProvider'
import { webhookEventId } from '../providers/webhookEventId'
import { sandboxQuote } from './sandboxQuote'
import { SANDBOX_SIGNATURE_HEADER, verifySandboxWebhook } from './sandboxSignature'

export type SandboxConfig = {
  caipNetworkId: string
  chainId: number
  lusd?: `0x${string}` | undefined
  webhookSecret: string
  /** Where the server is reached: the checkout page is its own. */
  publicUrl: string
}

/** The sandbox network's name in options and quotes. */
export const sandboxNetworkName = (chainId: number) => `latch-dev-${chainId}`

/**
 * The sandbox ramp (docs/onramp.md, "Sandbox"): its checkout page is this server's, it takes test cards only, and
 * a paid order is sent from a faucet account on the dev chain. USD only, card 20.00 to 5,000.00: narrower than
 * the built-in defaults, so a view showing the defaults is told apart from one showing its options.
 */
export function sandboxProvider(config: SandboxConfig): OnRampProvider {
  const network = {
    name: sandboxNetworkName(config.chainId),
    display_name: `Latch dev chain (${config.chainId})`,
    chain_id: String(config.chainId),
  }
  const options: OnRampOptions = {
    paymentCurrencies: [
      { id: 'USD', payment_method_limits: [{ id: 'card', min: '20.00', max: '5000.00' }] },
    ],
    purchaseCurrencies: [
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        networks: [{ ...network, contract_address: '' }],
      },
      ...(config.lusd
        ? [
            {
              id: 'LUSD',
              name: 'Latch USD',
              symbol: 'LUSD',
              networks: [{ ...network, contract_address: config.lusd.toLowerCase() }],
            },
          ]
        : []),
    ],
  }
  return {
    id: 'sandbox',
    name: 'Sandbox',
    sandbox: true,
    acceptsAddress: (address) => isAddress(address, { strict: false }),
    async options() {
      return options
    },
    async quote(request) {
      return sandboxQuote(request)
    },
    async checkout(request) {
      return { url: `${config.publicUrl}/sandbox-ramp/${encodeURIComponent(request.sessionId)}` }
    },
    async verifyWebhook(request, now) {
      const header = request.headers[SANDBOX_SIGNATURE_HEADER]
      if (typeof header !== 'string') throw new WebhookRefused('missing signature')
      const signedAt = verifySandboxWebhook(header, request.rawBody, config.webhookSecret)
      if (signedAt === undefined) throw new WebhookRefused('bad signature')
      if (Math.abs(now - signedAt) > WEBHOOK_TOLERANCE_MS)
        throw new WebhookRefused('signed too long ago')
      let parsed: unknown
      try {
        parsed = JSON.parse(request.rawBody)
      } catch {
        throw new WebhookRefused('unknown shape')
      }
      const body = z
        .object({
          sessionId: z.string(),
          status: z.enum(['success', 'failed']),
          txHash: z.string().optional(),
        })
        .safeParse(parsed)
      if (!body.success) throw new WebhookRefused('unknown shape')
      return {
        eventId: webhookEventId('sandbox', String(signedAt), request.rawBody),
        ...body.data,
      }
    },
  }
}
