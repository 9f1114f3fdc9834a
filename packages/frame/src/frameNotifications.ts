import * as z from 'zod/mini'
import { frameUser } from './frameUser'

const none = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((): undefined => undefined),
  ),
)

/**
 * What the frame tells the app unasked (no request id): READY once it listens (frame-protocol.md, "Unsolicited
 * frame events"), whether a session exists on load, a changed user, a session that ended elsewhere (expired, or
 * signed out in another tab). SHOW_APPROVAL / HIDE_APPROVAL are Latch's: the hidden iframe is shown (360 px, over
 * the modal) only while the secure site asks the user to approve a request, and the app owns the iframe's style.
 */
export const frameNotifications = {
  READY: z.optional(z.object({ version: z.optional(z.union([z.string(), z.number()])) })),
  CONNECTION_STATE: z.object({ isConnected: z.boolean() }),
  USER_UPDATE: frameUser,
  SESSION_UPDATE: z.object({ status: z.enum(['active', 'expired', 'signedOut']) }),
  SHOW_APPROVAL: none,
  HIDE_APPROVAL: none,
} as const

export type FrameNotifications = typeof frameNotifications
export type FrameNotificationName = keyof FrameNotifications
export type FrameNotificationPayload<name extends FrameNotificationName> = z.output<
  FrameNotifications[name]
>

export function isFrameNotificationName(name: string): name is FrameNotificationName {
  return Object.hasOwn(frameNotifications, name)
}
