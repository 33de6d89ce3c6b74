export type BaseErrorParameters = {
  cause?: unknown
  details?: string | undefined
  docsPath?: string | undefined
  metaMessages?: string[] | undefined
}

/**
 * Root of every error Kit throws (the API client's and `@kit/core`'s alike): a stable `name`, the
 * exact user-facing `shortMessage`, optional `details` and `docsPath`, and the `cause` chain.
 * @example
 * throw new BaseError('Connection declined', { cause, docsPath: '/connect' })
 */
export class BaseError extends Error {
  /**
   * Whether a missing `details` is read from the cause's details or message. A subclass whose
   * causes may name secrets (request URLs) sets it to `false`.
   */
  static inheritsCauseDetails = true
  override name = 'KitError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly docsPath: string | undefined
  override readonly cause: unknown

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const details =
      parameters.details ??
      (new.target.inheritsCauseDetails ? readCauseDetails(parameters.cause) : undefined)
    const message = [
      shortMessage,
      ...(parameters.metaMessages ?? []),
      ...(details && details !== shortMessage ? [`Details: ${details}`] : []),
    ].join('\n')
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = details
    this.docsPath = parameters.docsPath
    this.cause = parameters.cause
  }

  /**
   * Follows `cause` links; returns the innermost error, or the first one `predicate` accepts.
   * A link whose getter or Proxy trap throws ends the walk (SECURITY F06).
   */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    const seen = new Set<unknown>()
    while (current && !seen.has(current)) {
      if (predicate?.(current)) return current
      seen.add(current)
      const next = readCause(current)
      if (!next) break
      current = next
    }
    return predicate ? null : current
  }
}

function readCause(error: unknown): unknown {
  try {
    return (error as { cause?: unknown }).cause
  } catch {
    return undefined
  }
}

/** The cause's details or message when it is a readable string; never throws (SECURITY F06). */
function readCauseDetails(cause: unknown): string | undefined {
  try {
    const text =
      cause instanceof BaseError
        ? cause.details
        : cause instanceof Error
          ? cause.message
          : undefined
    return typeof text === 'string' ? text : undefined
  } catch {
    return undefined
  }
}
