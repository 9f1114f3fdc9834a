import * as z from 'zod/mini'
import type { FrameErrorPayload } from './frameErrorPayload'
import type { FrameNotificationName, FrameNotificationPayload } from './frameNotifications'
import type { FrameRequestName, FrameRequestPayload, FrameSuccessPayload } from './frameRequests'

export const appMessagePrefix = '@latch/app/'
export const frameMessagePrefix = '@latch/frame/'

const messageId = z.string().check(z.minLength(1), z.maxLength(128))

/** App → frame: `{ type: '@latch/app/<NAME>', id, payload? }`; the id is fresh and random per request. */
export const appEnvelope = z.object({
  type: z.string().check(z.startsWith(appMessagePrefix), z.maxLength(128)),
  id: messageId,
  payload: z.optional(z.unknown()),
})

/** Frame → app: `{ type: '@latch/frame/<NAME>', id?, payload? }`; a reply carries its request's id. */
export const frameEnvelope = z.object({
  type: z.string().check(z.startsWith(frameMessagePrefix), z.maxLength(128)),
  id: z.optional(messageId),
  payload: z.optional(z.unknown()),
})

/** A request as it travels. */
export type AppMessage = {
  [name in FrameRequestName]: {
    type: `${typeof appMessagePrefix}${name}`
    id: string
    payload?: FrameRequestPayload<name>
  }
}[FrameRequestName]

/** A reply or a notification as it travels. */
export type FrameMessage =
  | {
      [name in FrameRequestName]:
        | {
            type: `${typeof frameMessagePrefix}${name}_SUCCESS`
            id: string
            payload?: FrameSuccessPayload<name>
          }
        | {
            type: `${typeof frameMessagePrefix}${name}_ERROR`
            id: string
            payload: FrameErrorPayload
          }
    }[FrameRequestName]
  | {
      [name in FrameNotificationName]: {
        type: `${typeof frameMessagePrefix}${name}`
        payload?: FrameNotificationPayload<name>
      }
    }[FrameNotificationName]
