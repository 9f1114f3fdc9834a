import { assertOrigin } from './assertOrigin'
import { appMessagePrefix } from './envelope'
import { abortedMessage, FrameError, type FrameErrorCode, rpcAbortedMessage } from './FrameError'
import type { FrameNotificationName, FrameNotificationPayload } from './frameNotifications'
import type { FrameRequestName, FrameRequestPayload, FrameSuccessPayload } from './frameRequests'
import {
  abortableFrameRequests,
  frameLoadTimeoutMs,
  frameReadyDelayMs,
  frameRequestTimeoutMs,
  signOutWaitMs,
  timedFrameRequests,
} from './frameTiming'
import { parseFrameMessage } from './parseFrameMessage'
import { type Scheduler, timeoutScheduler } from './Scheduler'
import {
  createMessageId,
  isFromWindow,
  looksLikeLatchMessage,
  type MessageListenerTarget,
  type TargetWindow,
  warnDropped,
} from './windows'

export type FrameClientOptions = {
  /** The secure site's iframe window (`iframe.contentWindow`). */
  frameWindow: TargetWindow
  /** The secure site's origin, exactly (`https://secure.example.com`): the only target and the only sender. */
  frameOrigin: string
  /** The app's window, where the frame's messages arrive. */
  window?: MessageListenerTarget | undefined
  scheduler?: Scheduler | undefined
}

export type FrameRequestOptions = {
  /**
   * Overrides the default: 120 s for the connect steps (behaviour.md §9), none for the rest, 3 s at most for SIGN_OUT.
   */
  timeoutMs?: number | undefined
  /**
   * Aborts this request alone; the frame is told (RPC_ABORT with its id) for an RPC request or a step of the
   * e-mail change. A string reason (`controller.abort('Modal closed')`) is the rejection's message, but for an
   * RPC request, which reads "Request was aborted" (behaviour.md §8).
   */
  signal?: AbortSignal | undefined
}

type RequestArguments<name extends FrameRequestName> =
  undefined extends FrameRequestPayload<name>
    ? [payload?: FrameRequestPayload<name>, options?: FrameRequestOptions]
    : [payload: FrameRequestPayload<name>, options?: FrameRequestOptions]

export type FrameClient = {
  /**
   * Resolves 500 ms after the frame's READY; rejects (`iframe_load_failed`) after 20 s without it. After an
   * answered RELOAD, a new promise: the reloaded frame's READY and 500 ms again.
   */
  readonly ready: Promise<void>
  /** Posts `name` once the frame is ready and resolves to its `_SUCCESS` payload; rejects with a `FrameError`. */
  request<name extends FrameRequestName>(
    name: name,
    ...parameters: RequestArguments<name>
  ): Promise<FrameSuccessPayload<name>>
  /** Listens to what the frame says unasked; returns the unsubscribe. */
  on<name extends FrameNotificationName>(
    name: name,
    listener: (payload: FrameNotificationPayload<name>) => void,
  ): () => void
  /** Rejects every pending request (the modal closed); pending RPC requests are aborted in the frame too. */
  abortAll(reason?: unknown): void
  /** Stops listening and aborts everything; the client answers nothing after. */
  destroy(): void
}

type Pending = {
  name: FrameRequestName
  posted: boolean
  resolve: (payload: unknown) => void
  reject: (error: FrameError) => void
  cleanup: Array<() => void>
}

/**
 * The app's side of the embedded-wallet frame (docs/embedded-wallet.md): posts only to `frameOrigin`, reads only
 * messages whose `event.origin` is `frameOrigin` and whose `event.source` is `frameWindow`, and applies the
 * timing of behaviour.md §4 ("The embedded frame") and §8 ("Timeouts").
 */
export function createFrameClient(options: FrameClientOptions): FrameClient {
  const { frameWindow, frameOrigin } = options
  assertOrigin(frameOrigin, 'frameOrigin')
  const target: MessageListenerTarget = options.window ?? globalThis.window
  const schedule = options.scheduler ?? timeoutScheduler

  const pending = new Map<string, Pending>()
  const listeners = new Map<FrameNotificationName, Set<(payload: never) => void>>()
  let state: 'loading' | 'starting' | 'ready' | 'failed' | 'destroyed' = 'loading'
  let cancelLoadTimer: () => void = () => {}
  let cancelReadyDelay: () => void = () => {}

  let resolveReady: () => void = () => {}
  let rejectReady: (error: FrameError) => void = () => {}
  let ready = waitForReady()
  function waitForReady() {
    const waiting = new Promise<void>((resolve, reject) => {
      resolveReady = resolve
      rejectReady = reject
    })
    // Whoever awaits `ready` sees the failure; nobody awaiting it is not an unhandled rejection.
    waiting.catch(() => {})
    return waiting
  }

  function post(name: FrameRequestName, id: string, payload: unknown) {
    const type = `${appMessagePrefix}${name}`
    frameWindow.postMessage(
      payload === undefined ? { type, id } : { type, id, payload },
      frameOrigin,
    )
  }

  function settle(id: string): Pending | undefined {
    const entry = pending.get(id)
    if (!entry) return undefined
    pending.delete(id)
    for (const cleanup of entry.cleanup) cleanup()
    return entry
  }

  /**
   * Rejects the given requests with the spec's abort texts (or `message`, for a request that is not an RPC
   * one); the frame is told to drop the abortable ones it holds.
   */
  function abort(ids: string[], code: FrameErrorCode, cause?: unknown, message?: string) {
    const toldIds: string[] = []
    for (const id of ids) {
      const entry = settle(id)
      if (!entry) continue
      const isRpc = entry.name === 'RPC_REQUEST'
      if (entry.posted && abortableFrameRequests.includes(entry.name)) toldIds.push(id)
      entry.reject(
        new FrameError(code, isRpc ? rpcAbortedMessage : (message ?? abortedMessage), {
          cause: cause ?? code,
        }),
      )
    }
    if (state !== 'ready') return
    for (const id of toldIds) post('RPC_ABORT', createMessageId(), { id })
  }

  function abortEverything(code: FrameErrorCode, cause?: unknown) {
    abort([...pending.keys()], code, cause)
  }

  function startLoadTimer() {
    cancelLoadTimer = schedule(() => {
      if (state !== 'loading') return
      state = 'failed'
      rejectReady(new FrameError('iframe_load_failed', 'iframe_load_failed'))
      abortEverything('iframe_load_failed')
    }, frameLoadTimeoutMs)
  }
  startLoadTimer()

  /**
   * RELOAD answered: the secure site reloads itself. Requests it held are lost with the page (aborted); the
   * next ones wait for its READY and 500 ms again, with the 20 s load timeout.
   */
  function reloading(reloadId: string) {
    if (state !== 'ready') return
    abort(
      [...pending.keys()].filter((id) => id !== reloadId && pending.get(id)?.posted),
      'aborted',
      'reloaded',
    )
    state = 'loading'
    ready = waitForReady()
    startLoadTimer()
  }

  function onReady() {
    if (state !== 'loading') return
    state = 'starting'
    cancelLoadTimer()
    // READY means the frame listens; it still finishes starting (reference: 500 ms) before the first request.
    cancelReadyDelay = schedule(() => {
      if (state !== 'starting') return
      state = 'ready'
      resolveReady()
    }, frameReadyDelayMs)
  }

  function onMessage(event: MessageEvent) {
    if (!isFromWindow(event, frameOrigin, frameWindow)) {
      if (looksLikeLatchMessage(event.data))
        warnDropped('app', 'not from the frame (origin or window)', event.origin)
      return
    }
    const parsed = parseFrameMessage(event.data)
    if (!parsed.success) return warnDropped('app', parsed.error, event.origin)
    const message = parsed.message
    if (message.kind === 'notification') {
      if (message.name === 'READY') onReady()
      for (const listener of listeners.get(message.name) ?? []) {
        try {
          ;(listener as (payload: unknown) => void)(message.payload)
        } catch (error) {
          // One listener's bug neither stops the others nor the channel; it still surfaces.
          queueMicrotask(() => {
            throw error
          })
        }
      }
      return
    }
    const entry = pending.get(message.id)
    // A late answer to an aborted or timed-out request, or a reply naming another request: nothing to settle.
    if (!entry || entry.name !== message.name) return
    settle(message.id)
    if (message.kind === 'success' && message.name === 'RELOAD') reloading(message.id)
    if (message.kind === 'success') entry.resolve(message.payload)
    else entry.reject(new FrameError('frame_error', message.payload.message))
  }

  target.addEventListener('message', onMessage)

  function request(
    name: FrameRequestName,
    payload?: unknown,
    requestOptions: FrameRequestOptions = {},
  ): Promise<unknown> {
    if (name === 'SIGN_OUT') return signOut(payload, requestOptions)
    return new Promise((resolve, reject) => {
      const { signal } = requestOptions
      if (state === 'destroyed' || signal?.aborted) {
        const isRpc = name === 'RPC_REQUEST'
        reject(new FrameError('aborted', isRpc ? rpcAbortedMessage : abortedMessage))
        return
      }
      const id = createMessageId()
      const entry: Pending = { name, posted: false, resolve, reject, cleanup: [] }
      pending.set(id, entry)

      const timeoutMs =
        requestOptions.timeoutMs ??
        (timedFrameRequests.includes(name) ? frameRequestTimeoutMs : undefined)
      // A frame that leaves a request unanswered is stuck: every pending request is aborted (behaviour.md §8).
      if (timeoutMs !== undefined)
        entry.cleanup.push(schedule(() => abortEverything('iframe_request_timeout'), timeoutMs))
      if (signal) {
        const onAbort = () =>
          abort(
            [id],
            'aborted',
            signal.reason,
            typeof signal.reason === 'string' && signal.reason ? signal.reason : undefined,
          )
        signal.addEventListener('abort', onAbort)
        entry.cleanup.push(() => signal.removeEventListener('abort', onAbort))
      }

      ready.then(
        () => {
          if (pending.get(id) !== entry) return
          entry.posted = true
          post(name, id, payload)
        },
        (error: FrameError) => abort([id], error.code),
      )
    })
  }

  // Sign-out resolves after 3 s at most, whatever happens (behaviour.md §4): answered, refused, unanswered or aborted.
  function signOut(payload: unknown, requestOptions: FrameRequestOptions): Promise<undefined> {
    return new Promise((resolve) => {
      if (state === 'destroyed') return resolve(undefined)
      const id = createMessageId()
      const done = () => {
        settle(id)
        resolve(undefined)
      }
      const entry: Pending = {
        name: 'SIGN_OUT',
        posted: false,
        resolve: done,
        reject: done,
        cleanup: [],
      }
      pending.set(id, entry)
      const waitMs = Math.min(requestOptions.timeoutMs ?? signOutWaitMs, signOutWaitMs)
      entry.cleanup.push(schedule(done, waitMs))
      ready.then(() => {
        if (pending.get(id) !== entry) return
        entry.posted = true
        post('SIGN_OUT', id, payload)
      }, done)
    })
  }

  return {
    get ready() {
      return ready
    },
    request: request as FrameClient['request'],
    on(name, listener) {
      const set = listeners.get(name) ?? new Set()
      listeners.set(name, set)
      set.add(listener as (payload: never) => void)
      return () => {
        set.delete(listener as (payload: never) => void)
      }
    },
    abortAll(reason) {
      abortEverything('aborted', reason)
    },
    destroy() {
      if (state === 'destroyed') return
      abortEverything('aborted', 'destroyed')
      state = 'destroyed'
      cancelLoadTimer()
      cancelReadyDelay()
      rejectReady(new FrameError('aborted', abortedMessage, { cause: 'destroyed' }))
      target.removeEventListener('message', onMessage)
      listeners.clear()
    },
  }
}
