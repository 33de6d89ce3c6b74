import { InvalidOptionsError } from '../errors/network.js'
import { SiweRejectedError, type SiweRejection } from '../errors/siwx.js'
import type { SiweConfigInput, SiweSession } from '../types/siwe.js'
import type { SiwxConfig, SiwxSession } from '../types/siwx.js'

/** AppKit's legacy config as a sign-in setup: every member of `SiwxConfig`, none optional. */
export type SiweSiwx = Omit<
  SiwxConfig,
  'getSessions' | 'getRequired' | 'signOutOnDisconnect' | 'signMessage' | 'addSession'
> & {
  addSession(session: SiwxSession & { cacao?: unknown }): Promise<void>
  getSessions(chainId: string, address: string): Promise<SiwxSession[]>
  getRequired(): boolean
  signOutOnDisconnect: boolean
}

export type SiweConfigToSiwxParameters = {
  /** As `createSIWEConfig(…)` returns it, or a plain `SIWEConfig` object. */
  siweConfig: SiweConfigInput
  /** The error a refused sign-in throws; `SiweRejectedError` unless told. */
  rejected?: ((reason: SiweRejection) => Error) | undefined
  /** The page's host or origin, for a message whose params give none; `location`'s unless told. */
  pagePart?: ((part: 'host' | 'origin') => string) | undefined
}

/**
 * AppKit's legacy `siweConfig` (`createSIWEConfig(…)`) as a sign-in setup, as AppKit 1.7 maps it
 * (`mapToSIWX`): eip155 only (other chains pass through signed in), one session kept by the app's
 * server, the app's own `getNonce`, `getMessageParams`, `createMessage` and `verifyMessage`,
 * `getSession` and `signOut`. A session is added only when the app's `verifyMessage` accepts it,
 * else the call throws (`SiweRejectedError` 'invalidSignature'); the app's session counts only on
 * its own network and account unless `signOutOnNetworkChange` / `signOutOnAccountChange` are
 * `false`. `createKit` applies it by itself when an app passes `siweConfig`.
 * @example
 * const siwx = siweConfigToSiwx({ siweConfig: createSIWEConfig({ getNonce, createMessage, … }) })
 */
export function siweConfigToSiwx({
  siweConfig,
  rejected = (reason) => new SiweRejectedError({ reason }),
  pagePart = locationPart,
}: SiweConfigToSiwxParameters): SiweSiwx {
  const methods = siweConfig.methods ?? siweConfig
  const options = siweConfig.options ?? siweConfig
  let signingOut: Promise<void> | undefined

  const getSession = async (): Promise<SiweSession | undefined> => {
    try {
      const session = await methods.getSession?.()
      if (!session?.address || !session.chainId) return undefined
      return session
    } catch {
      return undefined
    }
  }
  const signOut = (): Promise<void> => {
    signingOut ??= (async () => {
      try {
        await methods.signOut?.()
        methods.onSignOut?.()
      } finally {
        signingOut = undefined
      }
    })()
    return signingOut
  }
  const signOutQuietly = () => signOut().catch(() => undefined)

  const siwx: SiweSiwx = {
    async createMessage(input) {
      const params = (await methods.getMessageParams?.()) ?? {}
      const nonce = await methods.getNonce(input.accountAddress)
      if (!nonce) throw rejected('nonceRejected')
      const domain = params.domain ?? pagePart('host')
      const uri = params.uri ?? pagePart('origin')
      const issuedAt = params.iat ?? new Date().toISOString()
      const text = methods.createMessage({
        ...params,
        domain,
        uri,
        chainId: evmChainId(input.chainId) ?? 1,
        address: `did:pkh:${input.chainId}:${input.accountAddress}`,
        nonce,
        version: '1',
        iat: issuedAt,
      })
      return {
        accountAddress: input.accountAddress,
        chainId: input.chainId,
        domain,
        uri,
        version: '1',
        nonce,
        issuedAt,
        ...(params.statement !== undefined && { statement: params.statement }),
        ...(params.requestId !== undefined && { requestId: params.requestId }),
        ...(params.resources !== undefined && { resources: params.resources }),
        ...(params.exp !== undefined && { expirationTime: params.exp }),
        ...(params.nbf !== undefined && { notBefore: params.nbf }),
        toString: () => text,
      }
    },
    async addSession(session) {
      const chainId = evmChainId(session.data.chainId)
      // As in AppKit: the legacy config signs in on eip155 chains only.
      if (chainId === undefined) return
      const { message, signature, cacao } = session
      if (!(await methods.verifyMessage({ message, signature, cacao })))
        throw rejected('invalidSignature')
      methods.onSignIn?.({ address: session.data.accountAddress, chainId })
    },
    async revokeSession() {
      await signOutQuietly()
    },
    async setSessions(sessions) {
      if (sessions.length === 0) return signOutQuietly()
      // One session, as the legacy config holds: the first eip155 one.
      const session =
        sessions.find((candidate) => evmChainId(candidate.data.chainId)) ?? sessions[0]
      if (session) await siwx.addSession(session)
    },
    async getSessions(chainId, address) {
      if (!chainId.startsWith('eip155:')) return [placeholderSession(chainId, address)]
      const session = await getSession()
      if (!session) return []
      const sessionChainId = `eip155:${session.chainId}`
      const otherNetwork = (options.signOutOnNetworkChange ?? true) && sessionChainId !== chainId
      const otherAccount =
        (options.signOutOnAccountChange ?? true) &&
        session.address.toLowerCase() !== address.toLowerCase()
      if (otherNetwork || otherAccount) return []
      return [placeholderSession(sessionChainId, session.address)]
    },
    getRequired: () => options.required ?? true,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
  }
  return siwx
}

/** The number of an `eip155:<n>` chain id, or undefined for any other. */
function evmChainId(chainId: string): number | undefined {
  const match = /^eip155:(\d{1,16})$/.exec(chainId)
  return match ? Number(match[1]) : undefined
}

/** The app's server holds the legacy session: Kit sees only its account and chain. */
function placeholderSession(chainId: string, accountAddress: string): SiwxSession {
  return {
    data: { accountAddress, chainId, domain: '', uri: '', version: '1', nonce: '' },
    message: '',
    signature: '',
  }
}

/** The page's host or origin; a page without one needs `domain` and `uri` in the params. */
function locationPart(part: 'host' | 'origin'): string {
  const value = (globalThis as { location?: Partial<Location> }).location?.[part]
  if (typeof value !== 'string' || value === '' || value === 'null')
    throw new InvalidOptionsError('Invalid siweConfig', {
      details: `getMessageParams gives no ${part === 'host' ? 'domain' : 'uri'} and the page has none`,
    })
  return value
}
