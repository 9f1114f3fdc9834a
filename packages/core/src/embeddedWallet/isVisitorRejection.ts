/**
 * Whether the frame's error is the visitor closing a secure-site screen: it answers EIP-1193 4001's text ("User
 * rejected the request."), as a frame error.
 */
export function isVisitorRejection(cause: unknown): boolean {
  const { code, message } = (cause ?? {}) as { code?: unknown; message?: unknown }
  return code === 'frame_error' && typeof message === 'string' && /rejected/i.test(message)
}
