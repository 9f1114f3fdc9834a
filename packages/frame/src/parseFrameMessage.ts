import { frameEnvelope, frameMessagePrefix } from './envelope'
import { type FrameErrorPayload, frameErrorPayload } from './frameErrorPayload'
import {
  type FrameNotificationName,
  type FrameNotificationPayload,
  frameNotifications,
  isFrameNotificationName,
} from './frameNotifications'
import { type FrameRequestName, frameRequests, isFrameRequestName } from './frameRequests'
import type { ParseResult } from './parseAppMessage'

export type ParsedFrameMessage =
  | { kind: 'success'; name: FrameRequestName; id: string; payload: unknown }
  | { kind: 'error'; name: FrameRequestName; id: string; payload: FrameErrorPayload }
  | {
      [name in FrameNotificationName]: {
        kind: 'notification'
        name: name
        payload: FrameNotificationPayload<name>
      }
    }[FrameNotificationName]

const replySuffix = /_(SUCCESS|ERROR)$/

/**
 * Reads what the frame posted: a reply (`<NAME>_SUCCESS` checked against NAME's success schema, `<NAME>_ERROR`)
 * with an id, or a notification. Never throws.
 */
export function parseFrameMessage(data: unknown): ParseResult<ParsedFrameMessage> {
  const envelope = frameEnvelope.safeParse(data)
  if (!envelope.success) return { success: false, error: 'not a Latch frame message' }
  const { type, id, payload } = envelope.data
  const name = type.slice(frameMessagePrefix.length)

  if (isFrameNotificationName(name)) {
    const parsed = frameNotifications[name].safeParse(payload)
    if (!parsed.success) return { success: false, error: `invalid ${name} payload` }
    return {
      success: true,
      message: { kind: 'notification', name, payload: parsed.data } as ParsedFrameMessage,
    }
  }

  const suffix = replySuffix.exec(name)
  const requestName = suffix ? name.slice(0, suffix.index) : ''
  if (!suffix || !isFrameRequestName(requestName))
    return { success: false, error: `unknown frame event ${name}` }
  if (id === undefined) return { success: false, error: `${name} without a request id` }
  if (suffix[1] === 'ERROR') {
    const parsed = frameErrorPayload.safeParse(payload)
    if (!parsed.success) return { success: false, error: `invalid ${name} payload` }
    return {
      success: true,
      message: { kind: 'error', name: requestName, id, payload: parsed.data },
    }
  }
  const parsed = frameRequests[requestName].success.safeParse(payload)
  if (!parsed.success) return { success: false, error: `invalid ${name} payload` }
  return {
    success: true,
    message: { kind: 'success', name: requestName, id, payload: parsed.data },
  }
}
