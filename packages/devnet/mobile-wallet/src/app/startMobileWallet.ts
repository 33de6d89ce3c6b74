import { bitcoinDevAccounts, createSolanaKey } from '#shared'
import { parseMobileWalletConfig } from '../config/parseMobileWalletConfig.js'
import { readDeepLinkUri } from '../pairing/readDeepLinkUri.js'
import { createSessionViewStore } from '../session/createSessionViewStore.js'
import { createWalletSigner } from '../signer/createWalletSigner.js'
import { createWalletKit } from '../walletkit/createWalletKit.js'
import type { AppContext } from './AppContext.js'
import { showAuthentication } from './authentications.js'
import { createReporter } from './createReporter.js'
import { findPageDom } from './PageDom.js'
import { pairWith, wirePairing } from './pairing.js'
import { removeProposal, showProposal } from './proposals.js'
import { expireRequest, showRequest } from './requests.js'
import { removeSession, showSession } from './sessions.js'

/**
 * Boots the page: reads `config.json`, starts the wallet client on the local relay, lists the
 * sessions, proposals and requests kept from before a reload, and pairs with a deep-linked URI.
 * Never rejects: failures are shown on the page.
 */
export async function startMobileWallet(window: Window): Promise<void> {
  const dom = findPageDom(window.document)
  const report = createReporter(dom)
  // Take the URI out of the address bar (and the history) before anything else.
  const deepLink = readDeepLinkUri(window.location.href)
  if (deepLink) window.history.replaceState(null, '', deepLink.cleanUrl)

  let context: AppContext
  try {
    const response = await fetch('./config.json', { cache: 'no-store' })
    if (!response.ok) throw new Error(`config.json answered ${response.status}.`)
    const config = parseMobileWalletConfig(await response.json())
    const origin = window.location.origin
    report.status('Starting the wallet client…')
    const walletKit = await createWalletKit({
      relayUrl: config.relayUrl,
      projectId: config.projectId,
      metadata: {
        name: 'Kit Mobile Wallet',
        description: 'Demo WalletConnect wallet of the Kit local devnet.',
        url: origin,
        icons: [`${origin}/wallet-icon.svg`],
      },
    })
    context = {
      walletKit,
      config,
      signer: createWalletSigner(),
      solana: await createSolanaKey(),
      // Key 1: the browser's dev Bitcoin wallet starts on key 0, so the two never race on coins.
      bitcoin: bitcoinDevAccounts[1]!,
      views: createSessionViewStore(readLocalStorage(window)),
      dom,
      report,
      pageOrigin: origin,
      proposals: new Map(),
      authentications: new Map(),
      sessions: new Map(),
      requests: new Map(),
    }
  } catch (error) {
    report.relay('disconnected')
    report.error(error)
    return
  }

  const { walletKit } = context
  const { relayer } = walletKit.core
  relayer.on('relayer_connect', () => report.relay('connected'))
  relayer.on('relayer_disconnect', () =>
    report.relay(relayer.subscriber.hasAnyTopics ? 'disconnected' : 'idle'),
  )
  report.relay(
    relayer.connected ? 'connected' : relayer.subscriber.hasAnyTopics ? 'connecting' : 'idle',
  )

  walletKit.on('session_proposal', (proposal) => showProposal(context, proposal.params))
  walletKit.on('proposal_expire', ({ id }) => {
    if (!context.proposals.has(id)) return
    removeProposal(context, id)
    report.status('A connection request expired')
  })
  // One-click auth: a pairing that asks to connect and sign in at once (its fallback proposal is
  // then left to the SDK, which ignores it while this listener exists).
  walletKit.on('session_authenticate', (request) => void showAuthentication(context, request))
  walletKit.on('session_request', (request) => showRequest(context, request))
  walletKit.on('session_request_expire', ({ id }) => expireRequest(context, id))
  walletKit.on('session_delete', ({ topic }) => {
    if (!context.sessions.has(topic)) return
    removeSession(context, topic, 'The dapp disconnected.')
    report.status('The dapp disconnected')
  })

  for (const session of Object.values(walletKit.getActiveSessions())) showSession(context, session)
  const now = Date.now() / 1000
  // Typed as a record, returned as an array: `Object.values` reads both.
  for (const proposal of Object.values(walletKit.getPendingSessionProposals())) {
    if (proposal.expiryTimestamp > now) showProposal(context, proposal)
  }
  const pending = [...walletKit.getPendingSessionRequests()].sort((a, b) => a.id - b.id)
  for (const request of pending) showRequest(context, request)

  wirePairing(context)
  const restored = context.sessions.size
  report.status(
    restored > 0
      ? `Ready; ${restored} session${restored === 1 ? '' : 's'} restored`
      : 'Ready to pair',
  )
  if (deepLink) {
    dom.uri.value = deepLink.uri
    await pairWith(context, deepLink.uri)
  }
}

/** `localStorage`, unless the browser blocks it (then views live in memory only). */
function readLocalStorage(window: Window): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}
