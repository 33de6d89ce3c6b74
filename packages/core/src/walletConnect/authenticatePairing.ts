import type { Kit } from '../types/kit.js'
import type { CaipNetworkId } from '../types/network.js'
import type { SiwxConfig } from '../types/siwx.js'
import { buildProposal } from './buildProposal.js'
import { type Cacao, type CacaoSiwxSession, cacaoToSiwxSession } from './cacaoToSiwxSession.js'
import type { WalletConnectProvider } from './createWalletConnectProvider.js'

type AuthenticateRequest = Parameters<WalletConnectProvider['authenticate']>[0] & {
  optionalNamespaces: ReturnType<typeof buildProposal>
}

export type AuthenticatePairingParameters = {
  provider: WalletConnectProvider
  siwx: SiwxConfig
}

/**
 * One-click auth: a pairing whose request asks the wallet to connect and sign in at once
 * (`wc_sessionAuthenticate`, CAIP-122). The nonce, domain, uri, statement, resources and times
 * are those of the app's own `siwx.createMessage` (asked before the address is known, as AppKit
 * does), on the app's eip155 chains, the active one first. Settles when the wallet answered, with
 * the sessions its CACAOs signed in; none when the wallet only approved a plain session (a wallet
 * without one-click auth gets the SDK's fallback proposal, and an app whose `createMessage` fails
 * pairs without sign-in), and the modal then asks as usual.
 */
export async function authenticatePairing(
  kit: Kit,
  { provider, siwx }: AuthenticatePairingParameters,
): Promise<CacaoSiwxSession[]> {
  const optionalNamespaces = buildProposal(kit)
  const proposal = optionalNamespaces.eip155
  const chains = proposal?.chains ?? []
  const first = chains[0]
  const plain = async () => {
    await provider.connect({ optionalNamespaces })
    return []
  }
  // The SDK opens a session only for a ReCap's methods: without any, a plain proposal.
  if (!proposal || !first || proposal.methods.length === 0) return plain()
  const message = await siwx
    .createMessage({ accountAddress: '', chainId: first })
    .catch((error) => {
      // The plain pairing still connects; the sign-in view reports the failure as after any connect.
      kit.warn('Sign-in could not join the pairing', error)
      return undefined
    })
  if (!message) return plain()
  const chainId = chains.includes(message.chainId as CaipNetworkId) ? message.chainId : first
  const request: AuthenticateRequest = {
    // Not sent to the wallet: the provider keeps them for the session, so its own reads use the
    // app's RPC URLs (`rpcMap`), never a hosted RPC.
    optionalNamespaces,
    chains: [chainId, ...chains.filter((chain) => chain !== chainId)],
    domain: message.domain,
    uri: message.uri,
    nonce: message.nonce,
    statement: message.statement,
    resources: message.resources ? [...message.resources] : undefined,
    requestId: message.requestId,
    exp: message.expirationTime,
    nbf: message.notBefore,
    methods: proposal.methods,
  }
  const result = await provider.authenticate(request)
  const sessions: CacaoSiwxSession[] = []
  for (const cacao of (result.auths ?? []) as unknown as Cacao[]) {
    try {
      const text = provider.client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
      const session = cacaoToSiwxSession({ cacao, message: text })
      if (session) sessions.push(session)
    } catch (error) {
      // A CACAO that cannot be read signs nothing in; the sign-in view asks instead.
      kit.warn('A sign-in signed with the connection could not be read', error)
    }
  }
  return sessions
}

/**
 * Hands one-click auth's sessions to the app's `siwx`, which verifies them: one through
 * `addSession`; several, signed together with one nonce, through `setSessions` (a setup accepts a
 * nonce once, `setSessions` counts it once for the batch). A refusal is reported, not thrown: no
 * session is written, and the sign-in view asks for a signature as after any connect.
 */
export async function addAuthenticatedSessions(
  kit: Kit,
  { siwx, sessions }: { siwx: SiwxConfig; sessions: readonly CacaoSiwxSession[] },
): Promise<void> {
  if (sessions.length === 0) return
  try {
    if (sessions.length === 1 && sessions[0]) await siwx.addSession(sessions[0])
    else await siwx.setSessions([...sessions])
  } catch (error) {
    kit.warn('The sign-in signed with the connection was refused', error)
  }
}
