import { appEnvelope, appMessagePrefix } from './envelope'
import {
  type FrameRequestName,
  type FrameRequestPayload,
  frameRequests,
  isFrameRequestName,
} from './frameRequests'

export type ParsedAppMessage = {
  [name in FrameRequestName]: { name: name; id: string; payload: FrameRequestPayload<name> }
}[FrameRequestName]

export type ParseResult<message> =
  | { success: true; message: message }
  | { success: false; error: string }

/** Reads a request the app posted: the envelope, a known name, its payload's schema. Never throws. */
export function parseAppMessage(data: unknown): ParseResult<ParsedAppMessage> {
  const envelope = appEnvelope.safeParse(data)
  if (!envelope.success) return { success: false, error: 'not a Latch app message' }
  const name = envelope.data.type.slice(appMessagePrefix.length)
  if (!isFrameRequestName(name)) return { success: false, error: `unknown request ${name}` }
  const payload = frameRequests[name].payload.safeParse(envelope.data.payload)
  if (!payload.success) return { success: false, error: `invalid ${name} payload` }
  return {
    success: true,
    message: { name, id: envelope.data.id, payload: payload.data } as ParsedAppMessage,
  }
}
