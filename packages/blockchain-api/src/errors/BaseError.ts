export type ApiErrorParameters = { cause?: unknown; details?: string | undefined }

/** Root of the API client's errors; never carries request credentials. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly shortMessage: string
  readonly details: string | undefined
  override readonly cause: unknown

  constructor(shortMessage: string, { cause, details }: ApiErrorParameters = {}) {
    super(
      details ? `${shortMessage}\nDetails: ${details}` : shortMessage,
      cause === undefined ? undefined : { cause },
    )
    this.shortMessage = shortMessage
    this.details = details
    this.cause = cause
  }
}
