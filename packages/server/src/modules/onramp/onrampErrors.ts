import { HttpError } from '../../platform/http/HttpError'

/** The on-ramp's refusals, in the API's shape `{ status, reasons: [{ name, description }] }` (docs/onramp.md). */
export const onrampErrors = {
  badRequest: (description: string) => new HttpError(400, 'Bad Request', description),
  unknownSession: () => new HttpError(404, 'Not Found', 'No such on-ramp session'),
  mockQuote: () =>
    new HttpError(
      400,
      'Bad Request',
      'quoteId: this quote is an estimate (the provider did not quote): it cannot be paid',
    ),
  quoteExpired: () =>
    new HttpError(400, 'Bad Request', 'quoteId: no such quote, or it expired: ask for a new one'),
  providerFailed: (description: string) => new HttpError(502, 'Provider Unavailable', description),
  webhookRefused: (description: string) => new HttpError(400, 'Webhook Refused', description),
  webhookReplayed: () =>
    new HttpError(409, 'Webhook Replayed', 'This delivery was received before: it is ignored'),
}
