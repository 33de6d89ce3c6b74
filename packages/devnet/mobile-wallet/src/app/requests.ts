import type { PendingRequestTypes } from '@walletconnect/types'
import { UnsupportedProviderMethodError, UserRejectedRequestError } from '#shared'
import { answersWithoutPrompt } from '../requests/answersWithoutPrompt.js'
import { executeBitcoinRequest } from '../requests/executeBitcoinRequest.js'
import { executeRequest } from '../requests/executeRequest.js'
import { executeSolanaRequest } from '../requests/executeSolanaRequest.js'
import { summarizeRequest } from '../requests/summarizeRequest.js'
import { oneLineMessage, toJsonRpcError } from '../requests/toJsonRpcError.js'
import {
  bitcoinMethods,
  solanaMethods,
  walletMethods,
} from '../session/buildSupportedNamespaces.js'
import { chainLabel } from '../session/chainLabel.js'
import { parseCaip2ChainId, readSessionChainIds } from '../session/readSessionChainIds.js'
import { renderRequestCard } from '../ui/renderRequestCard.js'
import type { AppContext } from './AppContext.js'
import { sessionAccounts, sessionView, switchChain } from './sessions.js'

/** A session request as the SDK emits it and keeps it pending. */
export type SessionRequest = Pick<PendingRequestTypes.Struct, 'id' | 'topic' | 'params'>

/**
 * Shows a dapp's request with Approve / Reject, once per id (the SDK may hand the same request over
 * again after a reload or a reconnect). A method the wallet does not handle is refused with 4200.
 */
export function showRequest(context: AppContext, request: SessionRequest): void {
  if (context.requests.has(request.id)) return
  const session = context.walletKit.getActiveSessions()[request.topic]
  if (!session) return
  const { method, params } = request.params.request
  const chainId = parseCaip2ChainId(request.params.chainId)
  const chain = context.config.chains.find((candidate) => candidate.chainId === chainId)
  const peerName = session.peer.metadata.name
  const card = renderRequestCard({
    id: request.id,
    method,
    chain: chainLabel(request.params.chainId, context.config.chains),
    peerName,
    summary: summarizeRequest({ method, params, chain, chains: context.config.chains }),
    onApprove: () => void approveRequest(context, request),
    onReject: () => void rejectRequest(context, request),
  })
  context.requests.set(request.id, { ...card, topic: request.topic, settled: false })
  context.dom.requests.append(card.element)
  pruneAnswered(context)
  if (![...walletMethods, ...solanaMethods, ...bitcoinMethods].includes(method as never)) {
    void answer(
      context,
      request,
      { error: toJsonRpcError(new UnsupportedProviderMethodError(method)) },
      'unsupported',
    )
    return
  }
  context.report.status(`${peerName} asks for ${method}`)
  if (answersWithoutPrompt(request.params.chainId.split(':')[0] ?? '', method))
    void approveRequest(context, request)
}

/** Carries the request out, answers the dapp and shows the result (or why it failed). */
export async function approveRequest(context: AppContext, request: SessionRequest): Promise<void> {
  const entry = context.requests.get(request.id)
  if (!entry || entry.settled) return
  entry.setBusy(true)
  context.report.clearError()
  let result: unknown
  try {
    const session = context.walletKit.getActiveSessions()[request.topic]
    if (!session) throw new Error('This session has ended.')
    const chainId = parseCaip2ChainId(request.params.chainId) ?? 0
    const namespace = request.params.chainId.split(':')[0]
    result =
      namespace === 'solana'
        ? await executeSolanaRequest({
            method: request.params.request.method,
            params: request.params.request.params,
            key: context.solana,
            rpcUrl: context.config.solanaRpcUrl,
          })
        : namespace === 'bip122'
          ? await executeBitcoinRequest({
              method: request.params.request.method,
              params: request.params.request.params,
              account: context.bitcoin,
              esploraUrl: context.config.bitcoinEsploraUrl,
            })
          : await executeRequest({
              method: request.params.request.method,
              params: request.params.request.params,
              chainId,
              signer: context.signer,
              chains: context.config.chains,
              session: {
                accounts: sessionAccounts(context, session),
                chainIds: readSessionChainIds(session.namespaces),
                activeAccount: sessionView(context, session).account,
              },
              switchChain: (target) => switchChain(context, request.topic, target),
            })
  } catch (error) {
    await answer(context, request, { error: toJsonRpcError(error) }, 'failed')
    return
  }
  await answer(context, request, { result: result ?? null }, 'approved')
}

/** Answers the dapp with EIP-1193's 4001 "User rejected the request." */
export async function rejectRequest(context: AppContext, request: SessionRequest): Promise<void> {
  const entry = context.requests.get(request.id)
  if (!entry || entry.settled) return
  entry.setBusy(true)
  context.report.clearError()
  await answer(
    context,
    request,
    { error: toJsonRpcError(new UserRejectedRequestError()) },
    'rejected',
  )
}

/** Marks an expired request as such (the SDK has already dropped it). */
export function expireRequest(context: AppContext, id: number): void {
  const entry = context.requests.get(id)
  if (!entry || entry.settled) return
  entry.settled = true
  entry.settle({ state: 'expired', message: 'Expired before an answer.' })
}

type Outcome = 'approved' | 'rejected' | 'failed' | 'unsupported'

async function answer(
  context: AppContext,
  request: SessionRequest,
  body: { result: unknown } | { error: { code: number; message: string } },
  outcome: Outcome,
): Promise<void> {
  const entry = context.requests.get(request.id)
  if (!entry) return
  const method = request.params.request.method
  try {
    await context.walletKit.respondSessionRequest({
      topic: request.topic,
      response: { id: request.id, jsonrpc: '2.0', ...body },
    })
  } catch (error) {
    entry.settled = true
    entry.settle({
      state: 'failed',
      message: `Could not answer the dapp: ${oneLineMessage(error)}`,
    })
    context.report.error(error)
    return
  }
  entry.settled = true
  if ('result' in body) {
    const result = typeof body.result === 'string' ? body.result : JSON.stringify(body.result)
    entry.settle({ state: 'approved', result })
    context.report.status(`Approved ${method}`)
  } else if (outcome === 'unsupported') {
    entry.settle({ state: 'rejected', message: `Refused: ${method} is not supported (4200).` })
    context.report.status(`Refused unsupported method ${method}`)
  } else if (outcome === 'rejected') {
    entry.settle({ state: 'rejected', message: 'Rejected.' })
    context.report.status(`Rejected ${method}`)
  } else {
    entry.settle({ state: 'failed', message: `Failed: ${body.error.message} (${body.error.code})` })
    context.report.status(`${method} failed`)
  }
}

/** Answered requests kept on screen; older ones leave the page (their ids stay known). */
const answeredOnScreen = 20

function pruneAnswered(context: AppContext): void {
  const answered = [...context.requests.values()].filter(
    (entry) => entry.settled && entry.element.isConnected,
  )
  for (const entry of answered.slice(0, Math.max(0, answered.length - answeredOnScreen))) {
    entry.element.remove()
  }
}
