/**
 * The shape of AppKit's `SIWXConfig` (sign-in with X), checked structurally so an AppKit app's
 * object (`DefaultSIWX`, `ReownAuthentication`, its own) is accepted as it is. Kit's own sign-in
 * types come with its SIWX package; until then the option is accepted and not applied.
 */
export type SiwxConfig = {
  createMessage: (input: never) => Promise<unknown>
  addSession: (session: never) => Promise<void>
  revokeSession: (chainId: never, address: never) => Promise<void>
  setSessions: (sessions: never) => Promise<void>
  getSessions: (chainId: never, address: never) => Promise<readonly unknown[]>
  getRequired?: (() => boolean) | undefined
  signOutOnDisconnect?: boolean | undefined
}

/** The shape of AppKit's `AppKitSIWEClient` (`createSIWEConfig(…)`), checked structurally. */
export type SiweConfig = {
  options: object
  getNonce: (address?: never) => Promise<string>
  createMessage: (args: never) => string
  verifyMessage: (args: never) => Promise<boolean>
}
