import { handleAdapterEvent } from '../actions/handleAdapterEvent.js'
import { WalletConnectSessionError } from '../errors/walletConnect.js'
import type { ConnectResult } from '../types/adapter.js'
import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import type { WalletConnectSessionEvent } from '../types/walletConnect.js'
import { createSessionHandle } from './createSessionHandle.js'
import type { WalletConnectProvider } from './createWalletConnectProvider.js'
import { followSessionUpdate } from './followSessionUpdate.js'
import { getWalletConnectParts } from './getWalletConnectParts.js'
import { type ApprovedNamespace, readApprovedNamespace } from './readApprovedNamespace.js'
import { readPeer } from './readPeer.js'
import { walletConnectConnectorId } from './walletConnectConnector.js'

/** Each namespace the session connected, with what its adapter made of it. */
export type WalletConnectResults = Partial<Record<ChainNamespace, ConnectResult>>

type SessionEventPayload = {
  params?: { chainId?: unknown; event?: { name?: unknown; data?: unknown } }
}

type SessionUpdatePayload = { topic?: unknown; params?: { namespaces?: unknown } }

/**
 * After a wallet approved (or a stored session was found): hands each namespace the wallet
 * approved to its adapter's `walletConnect.connect` (core's generic part where there is no
 * adapter), routes the wallet's events to the namespace they name, and ends every namespace's
 * connection when the session ends. A namespace whose part refuses the session is left out; with
 * none left the session is ended and the first refusal thrown.
 */
export async function startWalletConnectSession(
  kit: Kit,
  provider: WalletConnectProvider,
): Promise<WalletConnectResults> {
  const session = provider.session
  if (!session) throw new WalletConnectSessionError('There is no session')
  const runtime = kit.runtime.walletConnect
  runtime.session?.abort()
  const controller = new AbortController()
  runtime.session = controller
  runtime.live = provider
  const listeners = new Map<ChainNamespace, Set<(event: WalletConnectSessionEvent) => void>>()
  const dispatch = (namespace: ChainNamespace, event: WalletConnectSessionEvent) => {
    for (const listener of [...(listeners.get(namespace) ?? [])]) listener(event)
  }
  const onSessionEvent = (payload: unknown) => {
    const params = (payload as SessionEventPayload | null)?.params
    const chainId = params?.chainId
    const name = params?.event?.name
    if (typeof chainId !== 'string' || typeof name !== 'string') return
    const namespace = chainId.split(':')[0] as ChainNamespace
    dispatch(namespace, {
      name,
      data: params?.event?.data,
      chainId: chainId as `${string}:${string}`,
    })
  }
  const endNamespace = (namespace: ChainNamespace) => {
    if (kit.stores.chains.namespaces[namespace]?.account.connectorId !== walletConnectConnectorId)
      return
    handleAdapterEvent(kit, {
      namespace,
      event: { type: 'disconnect', connectorId: walletConnectConnectorId },
    })
  }
  const onEnd = () => {
    if (controller.signal.aborted) return
    controller.abort({ code: 4900, message: 'The wallet session ended' })
    for (const namespace of Object.keys(kit.stores.chains.namespaces))
      endNamespace(namespace as ChainNamespace)
  }
  // What each connected namespace approves; a `session_update` changes it in place.
  const approvals = new Map<ChainNamespace, ApprovedNamespace>()
  const onSessionUpdate = (payload: unknown) => {
    const update = payload as SessionUpdatePayload | null
    if (update?.topic !== undefined && update.topic !== provider.session?.topic) return
    const namespaces = update?.params?.namespaces
    if (typeof namespaces !== 'object' || namespaces === null) return
    followSessionUpdate(kit, {
      namespaces: namespaces as Record<string, unknown>,
      approvals,
      dispatch,
      end: endNamespace,
    })
  }
  provider.on('session_event', onSessionEvent)
  provider.on('session_update', onSessionUpdate)
  provider.on('session_delete', onEnd)
  provider.on('disconnect', onEnd)
  controller.signal.addEventListener('abort', () => {
    provider.removeListener('session_event', onSessionEvent)
    provider.removeListener('session_update', onSessionUpdate)
    provider.removeListener('session_delete', onEnd)
    provider.removeListener('disconnect', onEnd)
    if (runtime.session !== controller) return
    runtime.session = undefined
    runtime.live = undefined
  })

  const peer = readPeer(session.peer?.metadata)
  const results: WalletConnectResults = {}
  const refusals: unknown[] = []
  for (const [namespace, part] of getWalletConnectParts(kit)) {
    const approved = readApprovedNamespace(session.namespaces, namespace)
    if (!approved) continue
    approvals.set(namespace, approved)
    const handle = createSessionHandle({
      provider,
      namespace,
      approved,
      peer,
      signal: controller.signal,
      subscribe(listener) {
        const set = listeners.get(namespace) ?? new Set()
        listeners.set(namespace, set)
        set.add(listener)
        return () => set.delete(listener)
      },
    })
    try {
      const network = kit.stores.chains.namespaces[namespace]?.network.caipNetwork
      results[namespace] = await part.connect({ session: handle, network })
    } catch (error) {
      approvals.delete(namespace)
      refusals.push(error)
    }
  }
  if (Object.keys(results).length === 0) {
    controller.abort()
    // Kept, it would be found again by every later pairing and restore.
    provider.disconnect().catch(() => {})
    throw (
      refusals[0] ??
      new WalletConnectSessionError('The session approved no account of the app’s namespaces')
    )
  }
  return results
}
