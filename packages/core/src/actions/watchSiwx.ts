import { subscribe } from 'valtio/vanilla'
import type { Kit } from '../types/kit.js'
import type { CaipNetworkId, ChainNamespace } from '../types/network.js'
import type { SiwxConfig } from '../types/siwx.js'
import { getConnectedNamespaces } from '../utils/getChain.js'
import { hasValidSiwxSession } from '../utils/hasValidSiwxSession.js'
import { isSiwxCloseBlocked } from '../utils/isSiwxCloseBlocked.js'
import { siwxEventProperties } from '../utils/siwxEventProperties.js'
import { isSiwxView, siwxView } from '../utils/siwxView.js'
import { abandonSignIn } from './abandonSignIn.js'
import { closeModal } from './closeModal.js'
import { openModal } from './openModal.js'
import { resetView } from './resetView.js'
import { trackEvent } from './trackEvent.js'

type SignedAccount = { chainId: CaipNetworkId; address: string }

/**
 * Sign-in with X after connect (SPEC §4), loaded only for an app that set `siwx` (or the legacy
 * `siweConfig`). Whenever the active account or network changes to a connected account on a
 * supported network (a connect through any connector, a restore on reload, a switch), asks
 * `getSessions`; without a valid session it opens SIWXSignMessage (ConnectingSiwe for the legacy
 * config), with one it leaves the visitor alone and remembers the network as the last signed in. If asking fails, the
 * visitor is disconnected and sees 'A problem occurred while trying initialize authentication'.
 * An account that goes away is signed out when the app chose `signOutOnDisconnect`. While it
 * runs, `closeModal` keeps a required sign-in open. Returns a teardown.
 */
export function watchSiwx(kit: Kit, { siwx }: { siwx: SiwxConfig }): () => void {
  let current = ''
  let accounts = connectedAccounts(kit)
  const onChange = () => {
    signOutLeft(kit, siwx, accounts)
    accounts = connectedAccounts(kit)
    const next = activeKey(kit)
    if (next === current) return
    current = next
    if (next) checkSession(kit, siwx, () => activeKey(kit) === next)
  }
  kit.runtime.keepModalOpen = isSiwxCloseBlocked
  const unsubscribe = subscribe(kit.stores.chains, onChange, true)
  onChange()
  return () => {
    unsubscribe()
    kit.runtime.keepModalOpen = undefined
  }
}

/** The connected, supported active account as `namespace|caipAddress`, or '' when there is none. */
function activeKey(kit: Kit): string {
  const namespace = kit.stores.chains.activeNamespace
  const chain = namespace ? kit.stores.chains.namespaces[namespace] : undefined
  const { account, network } = chain ?? {}
  if (!account?.address || !account.caipAddress || account.status !== 'connected') return ''
  if (!network?.caipNetwork || network.unsupported) return ''
  return `${namespace}|${account.caipAddress}`
}

async function checkSession(kit: Kit, siwx: SiwxConfig, stillCurrent: () => boolean) {
  const chain = kit.stores.chains.namespaces[kit.stores.chains.activeNamespace as ChainNamespace]
  const chainId = chain?.network.caipNetwork?.caipNetworkId
  const address = chain?.account.address
  if (!chainId || !address) return
  try {
    const sessions = await siwx.getSessions(chainId, address)
    if (!stillCurrent()) return
    if (hasValidSiwxSession(sessions, Date.now())) {
      kit.runtime.lastSignedInNetwork = chainId
      // A switch to an account or network that is signed in already: nothing left to ask.
      if (isSiwxView(kit.stores.router.view)) {
        resetView(kit, { view: 'Account' })
        closeModal(kit)
      }
      return
    }
    openModal(kit, { view: siwxView(kit) })
  } catch (error) {
    if (!stillCurrent()) return
    kit.warn('Sign-in could not start', error)
    trackEvent(kit, { event: 'SIWX_AUTH_ERROR', properties: siwxEventProperties(kit) })
    await abandonSignIn(kit)
  }
}

function connectedAccounts(kit: Kit): Map<ChainNamespace, SignedAccount> {
  const accounts = new Map<ChainNamespace, SignedAccount>()
  for (const namespace of getConnectedNamespaces(kit)) {
    const chain = kit.stores.chains.namespaces[namespace]
    const chainId = chain?.network.caipNetwork?.caipNetworkId
    if (chain?.account.address && chainId)
      accounts.set(namespace, { chainId, address: chain.account.address })
  }
  return accounts
}

/**
 * With `signOutOnDisconnect`, an account that left is signed out: its session is revoked, and
 * once no account is connected, every session is cleared (AppKit's `setSessions([])`).
 */
function signOutLeft(kit: Kit, siwx: SiwxConfig, before: Map<ChainNamespace, SignedAccount>) {
  if (siwx.signOutOnDisconnect !== true) return
  const left = [...before].filter(
    ([namespace]) => kit.stores.chains.namespaces[namespace]?.account.address === undefined,
  )
  if (left.length === 0) return
  const warn = (error: unknown) => kit.warn('Signing out failed', error)
  // Deferred: the app's storage runs outside the state change that reported the disconnect.
  if (getConnectedNamespaces(kit).length === 0)
    Promise.resolve()
      .then(() => siwx.setSessions([]))
      .catch(warn)
  else
    for (const [, { chainId, address }] of left)
      Promise.resolve()
        .then(() => siwx.revokeSession(chainId, address))
        .catch(warn)
}
