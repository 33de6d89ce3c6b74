import { ProviderDisconnectedError, UserRejectedRequestError } from '../errors/provider.js'

/** A request waiting for the user's decision, as the panel shows it. */
export type PendingRequest = {
  readonly id: string
  readonly method: string
  /** Short human description; may contain untrusted text, render it as text only. */
  readonly summary: string
}

type Entry = PendingRequest & { resolve: () => void; reject: (error: Error) => void }

/** Requests that need approval, decided in the panel, through the wallet API, or automatically. */
export function createApprovalQueue({ autoApprove }: { autoApprove: () => boolean }) {
  const entries: Entry[] = []
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of [...listeners]) listener()
  }
  const settle = (id: string | undefined, approved: boolean): boolean => {
    const index = id === undefined ? 0 : entries.findIndex((entry) => entry.id === id)
    const [entry] = index === -1 ? [] : entries.splice(index, 1)
    if (!entry) return false
    if (approved) entry.resolve()
    else entry.reject(new UserRejectedRequestError())
    notify()
    return true
  }

  return {
    /** Resolves once approved; rejects with 4001 once rejected. */
    ask({ method, summary }: { method: string; summary: string }): Promise<void> {
      if (autoApprove()) return Promise.resolve()
      return new Promise((resolve, reject) => {
        entries.push({ id: crypto.randomUUID(), method, summary, resolve, reject })
        notify()
      })
    },
    pending: (): PendingRequest[] =>
      entries.map(({ id, method, summary }) => ({ id, method, summary })),
    /** Approves the request `id`, or the oldest one; false when there is none. */
    approve: (id?: string): boolean => settle(id, true),
    reject: (id?: string): boolean => settle(id, false),
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Rejects everything still pending with 4900. */
    close(): void {
      for (const entry of entries.splice(0)) entry.reject(new ProviderDisconnectedError())
      notify()
    },
  }
}

export type ApprovalQueue = ReturnType<typeof createApprovalQueue>
