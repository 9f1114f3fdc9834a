import { z } from 'zod'

/** The texts a `/e` refusal answers with (behaviour.md §21.1). */
export const analyticsTexts = {
  invalidBody: 'The body must be an event or an array of at most 100 events',
  tooManyErrorReports: 'Too many error reports: at most 5 a minute',
} as const

/** Events one request may carry: a page's batch, sent with sendBeacon on page hide. */
export const MAX_EVENTS_PER_REQUEST = 100

const shortText = (max: number) => z.string().max(max)

/** An event's props (AppKit's names: MODAL_OPEN, SELECT_WALLET, CONNECT_SUCCESS, CONNECT_ERROR, …). */
const trackProps = z.object({
  type: z.literal('track'),
  event: z.string().regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'an event name is AppKit-style: MODAL_OPEN'),
  properties: z.record(z.string().max(64), z.unknown()).optional(),
  address: shortText(128).optional(),
})

/** An error report's props (spec §7): type, event, errorType, errorMessage, stackTrace. */
const errorProps = z.object({
  type: z.literal('error'),
  event: z.literal('ERROR'),
  errorType: shortText(128),
  errorMessage: shortText(2_000),
  stackTrace: shortText(8_000),
})

/** One event of `POST /e` (spec §7): eventId, url, domain, timestamp, props. */
export const analyticsEventSchema = z.object({
  eventId: z.string().min(1).max(64),
  url: z.string().max(2_048),
  domain: z.string().max(253),
  timestamp: z.number().int().nonnegative(),
  props: z.discriminatedUnion('type', [trackProps, errorProps]),
})

/** The body: one event, or a batch of them. */
export const analyticsBodySchema = z.union([
  analyticsEventSchema.transform((event) => [event]),
  z.array(analyticsEventSchema).min(1).max(MAX_EVENTS_PER_REQUEST),
])

export type AnalyticsEvent = z.output<typeof analyticsEventSchema>
export type TrackEvent = AnalyticsEvent & { props: z.output<typeof trackProps> }
export type ErrorReport = AnalyticsEvent & { props: z.output<typeof errorProps> }
