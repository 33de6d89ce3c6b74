import { WebSocket } from 'ws'

/**
 * Closes `sockets` with `code` and waits for them to close; those still open after `graceMs`
 * are terminated.
 */
export async function closeSockets(
  sockets: readonly WebSocket[],
  { code, reason, graceMs = 1_000 }: { code: number; reason: string; graceMs?: number },
): Promise<void> {
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve()
          const timer = setTimeout(() => socket.terminate(), graceMs)
          socket.once('close', () => {
            clearTimeout(timer)
            resolve()
          })
          socket.close(code, reason)
        }),
    ),
  )
}
