export type CreateRegistrationMessageParameters = {
  /** The full name, `alice.kit.id`. */
  name: string
  /** Unix seconds; the name service refuses a message older than a few minutes. */
  timestamp: number
}

/**
 * The text the account signs to register a name: `{"name":…,"attributes":{},"timestamp":…}`,
 * which the name service parses and checks against the signature.
 */
export function createRegistrationMessage({
  name,
  timestamp,
}: CreateRegistrationMessageParameters): string {
  return JSON.stringify({ name, attributes: {}, timestamp })
}
