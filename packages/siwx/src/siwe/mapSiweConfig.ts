import { SiwxVerificationError } from '../errors/verify.js'
import type { Siwx } from '../session/createSIWX.js'
import { locationPart } from '../session/createSiwxMessenger.js'
import type { SiwxSession } from '../session/types.js'
import type { SiweConfigInput, SiweSession } from './types.js'

/**
 * AppKit's legacy `siweConfig` (`createSIWEConfig(…)`) as a `siwx` setup, as AppKit maps it:
 * eip155 only (other chains pass through signed in), one session, the app's own `getNonce`,
 * `createMessage` and `verifyMessage`, `getSession` and `signOut`. A session is added only when
 * the app's `verifyMessage` accepts it, else `SiwxVerificationError` ('invalidSignature'); the
 * app's session counts only on its own network and account unless `signOutOnNetworkChange` /
 * `signOutOnAccountChange` are `false`.
 * @example
 * createAppKit({ ..., siwx: mapSiweConfig(createSIWEConfig({ getNonce, createMessage, … })) })
 */
export function mapSiweConfig(siweConfig: SiweConfigInput): Siwx {
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

  const siwx: Siwx = {
    async createMessage(input) {
      const params = (await methods.getMessageParams?.()) ?? {}
      const nonce = await methods.getNonce(input.accountAddress)
      if (!nonce) throw new SiwxVerificationError({ reason: 'nonceRejected' })
      const domain = params.domain ?? locationPart('host')
      const uri = params.uri ?? locationPart('origin')
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
        throw new SiwxVerificationError({ reason: 'invalidSignature' })
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
