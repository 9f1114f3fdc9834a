import type { WebSocket } from 'ws'

/**
 * Pings every watched socket each `intervalMs` and ends one that has not answered the previous ping: a dead peer
 * (a phone that lost its network) is dropped within two intervals. The clients' own watchdog expects a ping
 * within 35 s.
 */
export function createHeartbeat(intervalMs: number) {
  const answered = new Map<WebSocket, boolean>()
  const timer = setInterval(() => {
    for (const [socket, alive] of answered) {
      if (!alive) {
        socket.terminate()
        continue
      }
      answered.set(socket, false)
      socket.ping()
    }
  }, intervalMs)
  timer.unref()
  return {
    watch(socket: WebSocket) {
      answered.set(socket, true)
      socket.on('pong', () => answered.has(socket) && answered.set(socket, true))
      socket.on('close', () => answered.delete(socket))
    },
    stop() {
      clearInterval(timer)
    },
  }
}
