/** AppKit's `SIWESession`: who the app's server says is signed in. */
export type SiweSession = { address: string; chainId: number }

/** AppKit's `SIWECreateMessageArgs`: what the app's `createMessage` formats. */
export type SiweCreateMessageArgs = {
  chainId: number
  domain: string
  nonce: string
  uri: string
  /** `did:pkh:eip155:<chain>:<address>`, as AppKit passes it. */
  address: string
  version: '1'
  type?: string | undefined
  nbf?: string | undefined
  exp?: string | undefined
  statement?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
  expiry?: number | undefined
  iat?: string | undefined
}

/** AppKit's `SIWEMessageArgs`: the app's message parameters. */
export type SiweMessageArgs = {
  chains?: number[] | undefined
  methods?: string[] | undefined
} & Partial<Omit<SiweCreateMessageArgs, 'address' | 'chainId' | 'nonce' | 'version'>>

/** AppKit's `SIWEClientMethods`: the app's own sign-in backend. */
export type SiweMethods = {
  getNonce: (address?: string) => Promise<string>
  getMessageParams?: (() => Promise<SiweMessageArgs>) | undefined
  createMessage: (args: SiweCreateMessageArgs) => string
  verifyMessage: (args: { message: string; signature: string; cacao?: unknown }) => Promise<boolean>
  getSession?: (() => Promise<SiweSession | null | undefined>) | undefined
  signOut?: (() => Promise<boolean>) | undefined
  onSignIn?: ((session?: SiweSession) => void) | undefined
  onSignOut?: (() => void) | undefined
}

/** AppKit's SIWE options; each is `true` unless set. */
export type SiweOptions = {
  required?: boolean | undefined
  enabled?: boolean | undefined
  signOutOnDisconnect?: boolean | undefined
  signOutOnAccountChange?: boolean | undefined
  signOutOnNetworkChange?: boolean | undefined
  nonceRefetchIntervalMs?: number | undefined
  sessionRefetchIntervalMs?: number | undefined
}

/**
 * What `createSIWEConfig(…)` returns (AppKit's `AppKitSIWEClient`): `options` and `methods`. A
 * plain `SIWEConfig` object (its methods and options at the top level) is read the same way.
 */
export type SiweConfigInput = SiweMethods & {
  options?: SiweOptions | undefined
  methods?: SiweMethods | undefined
} & SiweOptions
