import { ApiError } from './ApiError.js'

/** A name could not be resolved (SPEC §8 'Error resolving name'). */
export class ResolveNameError extends ApiError {
  override name = 'ResolveNameError'
  constructor({ cause }: { cause: unknown }) {
    super('Error resolving name', { cause })
  }
}

/** The names an address holds could not be read (SPEC §8). */
export class ReverseNameError extends ApiError {
  override name = 'ReverseNameError'
  constructor({ cause }: { cause: unknown }) {
    super('Error fetching names for address', { cause })
  }
}

/** Name suggestions could not be read (SPEC §8). */
export class NameSuggestionsError extends ApiError {
  override name = 'NameSuggestionsError'
  constructor({ cause }: { cause: unknown }) {
    super('Error fetching name suggestions', { cause })
  }
}

/** Registering a name failed (SPEC §8 'Error registering name {name}'). */
export class RegisterNameError extends ApiError {
  override name = 'RegisterNameError'
  readonly accountName: string
  constructor({ name, cause, details }: { name: string; cause?: unknown; details?: string }) {
    super(`Error registering name ${name}`.trimEnd(), { cause, details })
    this.accountName = name
  }
}
