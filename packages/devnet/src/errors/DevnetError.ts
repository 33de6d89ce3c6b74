export type DevnetErrorParameters = {
  /** Extra context shown after the short message. */
  details?: string | undefined
  /** The underlying failure, kept for `walk()` and debuggers. */
  cause?: unknown
}

/** Base class of every error thrown by `@kit/devnet`. */
export class DevnetError extends Error {
  override name = 'DevnetError'
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, { details, cause }: DevnetErrorParameters = {}) {
    super(details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage, { cause })
    this.shortMessage = shortMessage
    this.details = details
  }

  /** Follows the `cause` chain; returns the first error matching `predicate`, or the deepest one. */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    while (true) {
      if (predicate?.(current)) return current
      const next = current instanceof Error ? current.cause : undefined
      if (next === undefined) return predicate ? undefined : current
      current = next
    }
  }
}
