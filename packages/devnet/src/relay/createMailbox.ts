import { createHash } from 'node:crypto'

/** A published message the relay keeps until it expires. */
export type KeptMessage = {
  /** Identifies the message: the same text published twice on a topic is one message. */
  readonly key: string
  readonly topic: string
  readonly message: string
  /** Milliseconds since the epoch. */
  readonly publishedAt: number
  readonly expiresAt: number
  readonly tag: number
  /** Passed through as published; `undefined` when there was none. */
  readonly attestation: string | undefined
  /** Client id of the publisher, who never gets its own message back. */
  readonly publisherId: string
}

export type Mailbox = {
  /** Keeps `message` until it expires; a copy already kept is returned instead (its expiry extended). */
  keep: (message: Omit<KeptMessage, 'key'>) => KeptMessage
  /** The unexpired messages of `topic`, oldest first. */
  read: (topic: string, now: number) => readonly KeptMessage[]
  /** Whether a message with this key is still kept. */
  has: (key: string) => boolean
  /** Drops every expired message. */
  sweep: (now: number) => void
  /** Number of kept messages. */
  size: () => number
}

/** The relay's store of messages per topic; past `maxPerTopic` the oldest of a topic are dropped. */
export function createMailbox({ maxPerTopic = 1_000 }: { maxPerTopic?: number } = {}): Mailbox {
  const topics = new Map<string, KeptMessage[]>()
  const keys = new Set<string>()

  const prune = (topic: string, now: number): KeptMessage[] => {
    const all = topics.get(topic) ?? []
    const live = all.filter((kept) => kept.expiresAt > now)
    for (const kept of all) if (kept.expiresAt <= now) keys.delete(kept.key)
    if (live.length === 0) topics.delete(topic)
    else topics.set(topic, live)
    return live
  }

  return {
    keep(message) {
      const key = createHash('sha256').update(message.topic).update(message.message).digest('hex')
      const live = prune(message.topic, message.publishedAt)
      const index = live.findIndex((kept) => kept.key === key)
      const existing = live[index]
      if (existing) {
        const extended = { ...existing, expiresAt: Math.max(existing.expiresAt, message.expiresAt) }
        live[index] = extended
        return extended
      }
      const kept = { ...message, key }
      live.push(kept)
      keys.add(key)
      for (const dropped of live.splice(0, Math.max(0, live.length - maxPerTopic)))
        keys.delete(dropped.key)
      topics.set(message.topic, live)
      return kept
    },
    read: (topic, now) => [...prune(topic, now)],
    has: (key) => keys.has(key),
    sweep(now) {
      for (const topic of [...topics.keys()]) prune(topic, now)
    },
    size: () => keys.size,
  }
}
