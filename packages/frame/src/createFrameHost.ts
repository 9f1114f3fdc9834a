import { assertOrigin } from './assertOrigin'
import { frameMessagePrefix } from './envelope'
import { defaultFrameErrorMessage } from './frameErrorPayload'
import type { FrameNotificationName, FrameNotificationPayload } from './frameNotifications'
import {
  type FrameRequestName,
  type FrameRequestPayload,
  type FrameSuccessPayload,
  frameRequests,
} from './frameRequests'
import { abortableFrameRequests } from './frameTiming'
import { parseAppMessage } from './parseAppMessage'
import {
  isFromWindow,
  looksLikeLatchMessage,
  type MessageListenerTarget,
  type TargetWindow,
  warnDropped,
} from './windows'

export type FrameHandlerContext = {
  /** The request's id, as the app sent it. */
  id: string
  /** Aborted when the app sends RPC_ABORT for this request (or for all), and when the host is destroyed. */
  signal: AbortSignal
}

type HandlerResult<name extends FrameRequestName> =
  undefined extends FrameSuccessPayload<name>
    ? // biome-ignore lint/suspicious/noConfusingVoidType: a handler that answers nothing is `async () => {}`
      FrameSuccessPayload<name> | void
    : FrameSuccessPayload<name>

/**
 * One function per request the secure site serves. What it returns is the `_SUCCESS` payload; what it throws is
 * the `_ERROR`, whose `message` the app shows: throw texts meant for the user, never a token or a stack.
 */
export type FrameHandlers = {
  [name in FrameRequestName]?: (
    payload: FrameRequestPayload<name>,
    context: FrameHandlerContext,
  ) => Promise<HandlerResult<name>> | HandlerResult<name>
}

export type FrameHostOptions = {
  /**
   * The app's origin, exactly. The secure site learns it from its own URL and the server checks it against the
   * project's allowed origins; never take it from an incoming message.
   */
  appOrigin: string
  /** The app's window; the secure site runs in the app's iframe, so its parent. */
  appWindow?: TargetWindow | undefined
  /** The secure site's own window, where the app's messages arrive. */
  window?: MessageListenerTarget | undefined
  handlers: FrameHandlers
  /** Sent with READY. */
  version?: string | number | undefined
  /**
   * RELOAD (behaviour.md §7 app event "reload"): answered RELOAD_SUCCESS, then this runs (default: the page reloads
   * itself; a fresh page posts READY again, which the app waits for). A RELOAD handler, if given, runs first.
   */
  reload?: (() => void) | undefined
}

export type FrameHost = {
  /** Tells the app something unasked (CONNECTION_STATE, USER_UPDATE, SESSION_UPDATE, SHOW_APPROVAL…). */
  post<name extends FrameNotificationName>(
    name: name,
    ...payload: undefined extends FrameNotificationPayload<name>
      ? [payload?: FrameNotificationPayload<name>]
      : [payload: FrameNotificationPayload<name>]
  ): void
  /** Stops listening; handlers still running are aborted and their answers dropped. */
  destroy(): void
}

/**
 * The secure site's side of the frame (docs/embedded-wallet.md): posts READY, answers each request with
 * `<NAME>_SUCCESS` or `<NAME>_ERROR` under its id, posts only to `appOrigin` and reads only messages whose
 * `event.origin` is `appOrigin` and whose `event.source` is `appWindow`.
 */
export function createFrameHost(options: FrameHostOptions): FrameHost {
  const { appOrigin, handlers } = options
  assertOrigin(appOrigin, 'appOrigin')
  const target: MessageListenerTarget = options.window ?? globalThis.window
  const appWindow: TargetWindow = options.appWindow ?? globalThis.window.parent
  const running = new Map<string, { name: FrameRequestName; controller: AbortController }>()
  let destroyed = false

  function send(type: string, id: string | undefined, payload: unknown) {
    if (destroyed) return
    // No `id` on a notification, no `payload` on an answer without one: the messages read as the protocol's.
    const message: { type: string; id?: string; payload?: unknown } = { type }
    if (id !== undefined) message.id = id
    if (payload !== undefined) message.payload = payload
    appWindow.postMessage(message, appOrigin)
  }

  function reply(
    name: FrameRequestName,
    id: string,
    outcome: 'SUCCESS' | 'ERROR',
    payload: unknown,
  ) {
    send(`${frameMessagePrefix}${name}_${outcome}`, id, payload)
  }

  /** Runs the request's handler and answers it; true when it answered SUCCESS. */
  async function serve(name: FrameRequestName, id: string, payload: unknown): Promise<boolean> {
    const handler = (handlers[name] ?? (name === 'RELOAD' ? () => undefined : undefined)) as
      | ((payload: unknown, context: FrameHandlerContext) => unknown)
      | undefined
    if (!handler) {
      reply(name, id, 'ERROR', { message: defaultFrameErrorMessage })
      return false
    }
    const controller = new AbortController()
    running.set(id, { name, controller })
    try {
      const result = await handler(payload, { id, signal: controller.signal })
      // The app drops a malformed answer and would wait for nothing: a bug here is an error there.
      const checked = frameRequests[name].success.safeParse(result)
      if (!checked.success) {
        console.warn(`[@latch/frame] frame answered ${name} with an invalid payload`)
        reply(name, id, 'ERROR', { message: defaultFrameErrorMessage })
        return false
      }
      reply(name, id, 'SUCCESS', checked.data)
      return true
    } catch (error) {
      const message =
        error instanceof Error && error.message ? error.message : defaultFrameErrorMessage
      reply(name, id, 'ERROR', { message })
      return false
    } finally {
      running.delete(id)
    }
  }

  function onMessage(event: MessageEvent) {
    if (!isFromWindow(event, appOrigin, appWindow)) {
      if (looksLikeLatchMessage(event.data))
        warnDropped('frame', 'not from the app (origin or window)', event.origin)
      return
    }
    const parsed = parseAppMessage(event.data)
    if (!parsed.success) return warnDropped('frame', parsed.error, event.origin)
    const { message } = parsed
    if (message.name === 'RPC_ABORT') {
      // The app gave up on a request (the modal closed): the approval it waits on is cancelled, a step of the
      // e-mail change is dropped. Without an id, every RPC request (the reference's RPC_ABORT).
      const named = message.payload?.id
      for (const [id, run] of running)
        if (
          named === undefined
            ? run.name === 'RPC_REQUEST'
            : named === id && abortableFrameRequests.includes(run.name)
        )
          run.controller.abort(new Error('Request was aborted'))
      if (!handlers.RPC_ABORT) return reply('RPC_ABORT', message.id, 'SUCCESS', undefined)
    }
    if (message.name === 'RELOAD') {
      void serve('RELOAD', message.id, message.payload).then((served) => {
        // Only once the answer is posted: the app then waits for the reloaded page's READY.
        if (served && !destroyed) (options.reload ?? (() => globalThis.location?.reload()))()
      })
      return
    }
    void serve(message.name, message.id, message.payload)
  }

  target.addEventListener('message', onMessage)
  send(`${frameMessagePrefix}READY`, undefined, { version: options.version })

  return {
    post(name, ...[payload]) {
      send(`${frameMessagePrefix}${name}`, undefined, payload)
    },
    destroy() {
      if (destroyed) return
      target.removeEventListener('message', onMessage)
      for (const run of running.values()) run.controller.abort(new Error('Request was aborted'))
      destroyed = true
      running.clear()
    },
  }
}
