import type { SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import { type Address, getAddress, isAddress } from 'viem'
import { chainLabel } from '../session/chainLabel.js'
import type { SessionView } from '../session/createSessionViewStore.js'
import { readSessionChainIds } from '../session/readSessionChainIds.js'
import { renderSessionCard } from '../ui/renderSessionCard.js'
import type { AppContext } from './AppContext.js'

/** The wallet's accounts a session was granted, in the order the session lists them. */
export function sessionAccounts(context: AppContext, session: SessionTypes.Struct): Address[] {
  const accounts: Address[] = []
  for (const caip10 of session.namespaces.eip155?.accounts ?? []) {
    const address = caip10.split(':')[2]
    if (!address || !isAddress(address, { strict: false })) continue
    const account = context.signer.findAccount(address)
    if (account && !accounts.includes(account.address)) accounts.push(account.address)
  }
  return accounts
}

/** The active account and chain of a session: remembered, or the first of each. */
export function sessionView(context: AppContext, session: SessionTypes.Struct): SessionView {
  const accounts = sessionAccounts(context, session)
  const chainIds = readSessionChainIds(session.namespaces)
  const known = context.views.get(session.topic)
  if (known && accounts.includes(known.account) && chainIds.includes(known.chainId)) return known
  const view = {
    account: accounts[0] ?? context.signer.addresses[0]!,
    chainId: chainIds[0] ?? context.config.chains[0]!.chainId,
  }
  context.views.set(session.topic, view)
  return view
}

/** Shows (or refreshes) the card of a session. */
export function showSession(context: AppContext, session: SessionTypes.Struct): void {
  const { topic } = session
  context.sessions.get(topic)?.element.remove()
  const chains = readSessionChainIds(session.namespaces).map((chainId) => ({
    chainId,
    label: chainLabel(`eip155:${chainId}`, context.config.chains),
  }))
  const card = renderSessionCard({
    topic,
    peer: session.peer.metadata,
    accounts: sessionAccounts(context, session),
    chains,
    view: sessionView(context, session),
    pageOrigin: context.pageOrigin,
    onAccountChange: (account) => run(context, topic, () => switchAccount(context, topic, account)),
    onChainChange: (chainId) => run(context, topic, () => switchChain(context, topic, chainId)),
    onDisconnect: () => run(context, topic, () => disconnect(context, topic)),
  })
  context.sessions.set(topic, card)
  context.dom.sessions.append(card.element)
}

/** Runs a user action on a session with its controls disabled, reporting any failure. */
function run(context: AppContext, topic: string, action: () => Promise<void>): void {
  const card = context.sessions.get(topic)
  card?.setBusy(true)
  context.report.clearError()
  action()
    .catch((error: unknown) => {
      context.report.error(error)
      // Show the state the dapp really has again.
      const session = context.walletKit.getActiveSessions()[topic]
      if (session) card?.update(sessionView(context, session))
    })
    .finally(() => card?.setBusy(false))
}

function activeSession(context: AppContext, topic: string): SessionTypes.Struct {
  const session = context.walletKit.getActiveSessions()[topic]
  if (!session) throw new Error('This session has ended.')
  return session
}

/** Whether the dapp accepted an event when the session was approved. */
function acceptsEvent(session: SessionTypes.Struct, name: string): boolean {
  return session.namespaces.eip155?.events.includes(name) ?? false
}

/** Makes `account` the session's active account and tells the dapp (`accountsChanged`). */
export async function switchAccount(
  context: AppContext,
  topic: string,
  account: Address,
): Promise<void> {
  const session = activeSession(context, topic)
  const view = sessionView(context, session)
  const accounts = sessionAccounts(context, session)
  const active = getAddress(account)
  if (!accounts.includes(active)) throw new Error('This account is not part of the session.')
  if (acceptsEvent(session, 'accountsChanged')) {
    await context.walletKit.emitSessionEvent({
      topic,
      event: { name: 'accountsChanged', data: [active, ...accounts.filter((a) => a !== active)] },
      chainId: `eip155:${view.chainId}`,
    })
  }
  const next = { ...view, account: active }
  context.views.set(topic, next)
  context.sessions.get(topic)?.update(next)
  context.report.status(`Active account for ${session.peer.metadata.name}: ${active}`)
}

/** Makes `chainId` the session's active chain and tells the dapp (`chainChanged`). */
export async function switchChain(
  context: AppContext,
  topic: string,
  chainId: number,
): Promise<void> {
  const session = activeSession(context, topic)
  if (!readSessionChainIds(session.namespaces).includes(chainId)) {
    throw new Error(`Chain ${chainId} is not part of the session.`)
  }
  if (acceptsEvent(session, 'chainChanged')) {
    await context.walletKit.emitSessionEvent({
      topic,
      event: { name: 'chainChanged', data: chainId },
      chainId: `eip155:${chainId}`,
    })
  }
  const next = { ...sessionView(context, session), chainId }
  context.views.set(topic, next)
  context.sessions.get(topic)?.update(next)
  context.report.status(
    `Switched ${session.peer.metadata.name} to ${chainLabel(`eip155:${chainId}`, context.config.chains)}`,
  )
}

/** Ends the session from the wallet side (`USER_DISCONNECTED`). */
export async function disconnect(context: AppContext, topic: string): Promise<void> {
  const name = context.walletKit.getActiveSessions()[topic]?.peer.metadata.name ?? 'the dapp'
  await context.walletKit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
  removeSession(context, topic, 'Disconnected by the wallet.')
  context.report.status(`Disconnected from ${name}`)
}

/** Takes a session's card off the page; its unanswered requests are marked as ended. */
export function removeSession(context: AppContext, topic: string, reason: string): void {
  context.sessions.get(topic)?.element.remove()
  context.sessions.delete(topic)
  context.views.delete(topic)
  for (const request of context.requests.values()) {
    if (request.topic === topic && !request.settled) {
      request.settled = true
      request.settle({ state: 'expired', message: `Session ended. ${reason}` })
    }
  }
}
