import type { AccountProfile } from '@kit/blockchain-api'

/** Registered account names, by name and by address. */
export type NameRegistry = {
  /** The profile of `name` (case-insensitive), if registered. */
  get: (name: string) => AccountProfile | undefined
  /** Profiles holding `address` under any coin type, newest first. */
  reverse: (address: string) => AccountProfile[]
  /** Registers `profile`; false when the name is taken. */
  register: (profile: AccountProfile) => boolean
}

/** The in-memory account-name registry of one API server. */
export function createNameRegistry(initial: readonly AccountProfile[] = []): NameRegistry {
  const profiles = new Map<string, AccountProfile>()
  const registry: NameRegistry = {
    get: (name) => profiles.get(name.toLowerCase()),
    reverse(address) {
      const wanted = address.toLowerCase()
      // Newest insertion first, so two names registered in the same second keep their order.
      return [...profiles.values()]
        .reverse()
        .filter((profile) =>
          Object.values(profile.addresses).some((entry) => entry.address.toLowerCase() === wanted),
        )
        .sort((a, b) => b.registered - a.registered)
    },
    register(profile) {
      const key = profile.name.toLowerCase()
      if (profiles.has(key)) return false
      profiles.set(key, profile)
      return true
    },
  }
  for (const profile of initial) registry.register(profile)
  return registry
}
