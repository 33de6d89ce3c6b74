import type { WalletKitTypes } from '@reown/walletkit'
import { getSdkError } from '@walletconnect/utils'
import { narrowAuthPayload, signAuthRequest } from '../authenticate/signAuthRequest.js'
import { walletMethods } from '../session/buildSupportedNamespaces.js'
import { chainLabel } from '../session/chainLabel.js'
import { renderAuthenticateCard } from '../ui/renderAuthenticateCard.js'
import type { AppContext } from './AppContext.js'
import { showSession } from './sessions.js'

/** A one-click sign-in request as the SDK emits it (`wc_sessionAuthenticate`). */
export type AuthenticateRequest = Pick<WalletKitTypes.SessionAuthenticate, 'id' | 'params'>

/**
 * Shows a dapp's connect-and-sign-in request, once per id: the message the wallet's first account
 * would sign on the first shared chain, with Approve / Reject. A request for none of the devnet's
 * chains is rejected at once.
 */
export async function showAuthentication(
  context: AppContext,
  request: AuthenticateRequest,
): Promise<void> {
  if (context.authentications.has(request.id)) return
  const { metadata } = request.params.requester
  const chains = servedChains(context, request)
  if (chains.length === 0) {
    context.report.status(`${metadata.name} asked to sign in on chains this wallet does not serve`)
    await reject(context, request, 'UNSUPPORTED_CHAINS')
    return
  }
  const account = context.signer.findAccount(context.signer.addresses[0])
  if (!account) return
  const first = chains[0] as string
  const payload = narrowAuthPayload({
    authPayload: request.params.authPayload,
    chains,
    methods: walletMethods,
  })
  if (!payload) return
  const message = context.walletKit.formatAuthMessage({
    request: payload,
    iss: `did:pkh:${first}:${account.address}`,
  })
  const card = renderAuthenticateCard({
    id: request.id,
    peer: metadata,
    chains: chains.map((chain) => chainLabel(chain, context.config.chains)),
    message,
    pageOrigin: context.pageOrigin,
    onApprove: () => void answer(context, request, true),
    onReject: () => void answer(context, request, false),
  })
  context.authentications.set(request.id, card)
  context.dom.proposals.append(card.element)
  context.report.status(`${metadata.name} wants to connect and sign in`)
}

/** Takes a sign-in request's card off the page. */
export function removeAuthentication(context: AppContext, id: number): void {
  context.authentications.get(id)?.element.remove()
  context.authentications.delete(id)
}

/** The dapp's requested chains the devnet serves, in the dapp's order. */
function servedChains(context: AppContext, request: AuthenticateRequest): string[] {
  const served = new Set(context.config.chains.map((chain) => `eip155:${chain.chainId}`))
  return request.params.authPayload.chains.filter((chain) => served.has(chain))
}

async function reject(
  context: AppContext,
  request: AuthenticateRequest,
  reason: 'USER_REJECTED' | 'UNSUPPORTED_CHAINS',
): Promise<void> {
  await context.walletKit.rejectSessionAuthenticate({ id: request.id, reason: getSdkError(reason) })
}

/**
 * Approves by signing one CACAO per shared chain with the first account (eip191) and answering
 * through `approveSessionAuthenticate`, which also opens the session; or rejects with
 * `USER_REJECTED`.
 */
async function answer(
  context: AppContext,
  request: AuthenticateRequest,
  approve: boolean,
): Promise<void> {
  const card = context.authentications.get(request.id)
  card?.setBusy(true)
  context.report.clearError()
  const name = request.params.requester.metadata.name
  try {
    if (!approve) {
      await reject(context, request, 'USER_REJECTED')
      removeAuthentication(context, request.id)
      context.report.status(`Rejected the sign-in from ${name}`)
      return
    }
    const account = context.signer.findAccount(context.signer.addresses[0])
    if (!account) throw new Error('The wallet has no account to sign in with.')
    context.report.status(`Signing in to ${name}…`)
    const { auths } = await signAuthRequest({
      authPayload: request.params.authPayload,
      chains: servedChains(context, request),
      methods: walletMethods,
      account,
      formatAuthMessage: (parameters) => context.walletKit.formatAuthMessage(parameters),
    })
    const { session } = await context.walletKit.approveSessionAuthenticate({
      id: request.id,
      auths,
    })
    removeAuthentication(context, request.id)
    if (session) showSession(context, session)
    context.report.status(`Signed in to ${name}`)
  } catch (error) {
    card?.setBusy(false)
    context.report.error(error)
  }
}
