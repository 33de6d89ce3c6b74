import { createApiClient } from '@kit/blockchain-api/client'
import { ref, snapshot } from 'valtio/vanilla'
import { handleAdapterEvent } from './actions/handleAdapterEvent.js'
import { restoreConnection } from './actions/restoreConnection.js'
import { showAlert } from './actions/showAlert.js'
import { startAnalytics } from './actions/startAnalytics.js'
import { trackEvent } from './actions/trackEvent.js'
import { createAlertsStore } from './stores/createAlertsStore.js'
import { createChainsStore } from './stores/createChainsStore.js'
import { createConnectionStore } from './stores/createConnectionStore.js'
import { createConnectorsStore } from './stores/createConnectorsStore.js'
import { createEventsStore } from './stores/createEventsStore.js'
import { createLocaleStore } from './stores/createLocaleStore.js'
import { createModalStore } from './stores/createModalStore.js'
import { createRouterStore } from './stores/createRouterStore.js'
import { createThemeStore } from './stores/createThemeStore.js'
import { createToastStore } from './stores/createToastStore.js'
import { createTransactionsStore } from './stores/createTransactionsStore.js'
import { createWalletsStore } from './stores/createWalletsStore.js'
import type { ChainAdapter } from './types/adapter.js'
import type { Kit, KitEmitterEvents } from './types/kit.js'
import type { ChainNamespace } from './types/network.js'
import type { KitOptions } from './types/options.js'
import { createEmitter } from './utils/createEmitter.js'
import { createStorage, getDefaultStorage } from './utils/createStorage.js'
import { getWalletConnectContext } from './utils/getWalletConnectContext.js'
import { compareMetadataOrigin } from './utils/metadataOrigin.js'
import { readStored, storedRecords } from './utils/persistedKeys.js'
import { resolveOptions } from './utils/resolveOptions.js'
import { getPairingNamespaces } from './walletConnect/getPairingNamespaces.js'
import { createWalletConnectConnector } from './walletConnect/walletConnectConnector.js'

// Start-up code needed only sometimes (a stored connection, an adapter's own requests, the
// metadata warning) loads as one chunk on first need.
const loadLazyActions = () => import('./actions/lazyKitActions.js')

export type CreateKitReturnType = Kit & { destroy(): void }

/**
 * Builds one Kit instance: its stores, storage, emitter and adapters. Nothing is shared between
 * instances, so several can live on one page (or in one test).
 * @example
 * const kit = createKit({ networks: [mainnet], adapters: [createEvmAdapter()], projectId })
 */
export function createKit(options: KitOptions): CreateKitReturnType {
  const resolved = resolveOptions(options)
  // A destroyed instance falls silent: work it started (a request it does not own, a lazy import)
  // may still settle afterwards, and its failure is no longer anyone's concern.
  let destroyed = false
  const warn = (message: string, error?: unknown) => {
    if (!destroyed && typeof console !== 'undefined')
      console.warn(`[kit] ${message}`, ...(error === undefined ? [] : [error]))
  }
  const storage = createStorage({
    storage:
      options.storage === undefined
        ? getDefaultStorage((e) => warn(e.shortMessage, e))
        : options.storage,
    prefix: resolved.storageKeyPrefix,
    onWarn: (error) => warn('Storage unavailable; the connection is kept in memory only', error),
  })
  const storedNetworkId = readStored(storage, storedRecords.lastChainId)
  const defaultNetwork =
    resolved.networks.find((n) => n.caipNetworkId === storedNetworkId) ?? resolved.defaultNetwork
  const adapters: Partial<Record<ChainNamespace, ChainAdapter>> = {}
  for (const adapter of options.adapters ?? []) adapters[adapter.namespace] = adapter
  const fetchFn: typeof fetch = options.fetch ?? ((...args) => globalThis.fetch(...args))
  const client = (baseUrl: string) =>
    createApiClient({ baseUrl, projectId: resolved.projectId, fetchFn })
  const kit: Kit = {
    options: resolved,
    adapters,
    stores: {
      modal: createModalStore(resolved.enableEmbedded),
      router: createRouterStore(),
      chains: createChainsStore({
        networks: resolved.networks,
        defaultNetwork,
        namespaces: resolved.namespaces,
        defaultAccountTypes: resolved.defaultAccountTypes,
      }),
      connection: createConnectionStore(),
      connectors: createConnectorsStore(),
      toast: createToastStore(),
      alerts: createAlertsStore(),
      theme: createThemeStore(resolved.themeMode, resolved.themeVariables),
      locale: createLocaleStore(resolved.locale),
      events: createEventsStore(),
      wallets: createWalletsStore(readStored(storage, storedRecords.recentWallets)),
      transactions: createTransactionsStore(),
    },
    initialSnapshots: undefined as never,
    storage,
    emitter: createEmitter<KitEmitterEvents>((error) => warn('An event listener threw', error)),
    runtime: {
      balanceCache: new Map(),
      balanceFailures: new Map(),
      timers: {},
      generation: 0,
      teardowns: [],
      adapterTeardowns: {},
      memo: new WeakMap(),
      requests: new Map(),
      requestTasks: new Map(),
      supportedChains: undefined,
      pairing: undefined,
      walletConnect: { provider: undefined, session: undefined },
    },
    ready: Promise.resolve(),
    fetch: fetchFn,
    clients: {
      api: client(resolved.serviceUrls.api),
      explorer: client(resolved.serviceUrls.explorer),
      analytics: client(resolved.serviceUrls.analytics),
    },
    warn,
  }
  kit.initialSnapshots = Object.fromEntries(
    Object.entries(kit.stores).map(([name, store]) => [name, snapshot(store)]),
  ) as Kit['initialSnapshots']
  if (resolved.features.analytics && options.features?.analytics === true)
    kit.runtime.teardowns.push(startAnalytics(kit))
  if (!resolved.projectId) showAlert(kit, { id: 'PROJECT_ID_NOT_CONFIGURED' })
  if (typeof window !== 'undefined') {
    const pairingNamespace = getPairingNamespaces(kit)[0]
    if (pairingNamespace && getWalletConnectContext(resolved))
      kit.stores.connectors.walletConnect = ref(createWalletConnectConnector(pairingNamespace))
    for (const adapter of Object.values(adapters)) {
      const ns = adapter.namespace
      kit.runtime.teardowns.push(() => kit.runtime.adapterTeardowns[ns]?.())
      kit.runtime.adapterTeardowns[ns] = adapter.setup({
        networks: resolved.networks.filter((n) => n.chainNamespace === adapter.namespace),
        projectId: resolved.projectId,
        metadata: resolved.metadata,
        includeWalletIds: resolved.includeWalletIds,
        excludeWalletIds: resolved.excludeWalletIds,
        // A removed adapter (removeAdapter) is no longer heard.
        emit: (event) => {
          if (kit.adapters[ns] === adapter) handleAdapterEvent(kit, { namespace: ns, event })
        },
        restored: () => kit.ready,
        disconnect: async () =>
          (await loadLazyActions()).runAdapterRequest(kit, {
            type: 'disconnect',
            namespace: adapter.namespace,
          }),
        switchNetwork: async ({ network }) =>
          (await loadLazyActions()).runAdapterRequest(kit, {
            type: 'switchNetwork',
            network,
          }),
      })
    }
    // Sign-in's code loads only for an app that set `siwx` (or the legacy `siweConfig`); the
    // watcher looks at the state it finds, so a connection restored before it arrives is checked.
    if (options.siwx ?? options.siweConfig)
      loadLazyActions().then(
        ({ startSiwx }) => kit.runtime.teardowns.push(startSiwx(kit)),
        (error) => warn('Could not load the sign-in code', error),
      )
    kit.ready = resolved.autoReconnect
      ? restoreConnection(kit).catch((error) => warn('Restoring the connection failed', error))
      : Promise.resolve().then(() => {
          kit.stores.connection.initialized = true
        })
  }
  trackEvent(kit, { event: 'MODAL_CREATED' })
  // After MODAL_CREATED, so the events store still holds the mismatch when createKit returns.
  if (typeof window !== 'undefined') reportOriginMismatch(kit)
  return Object.assign(kit, {
    destroy() {
      destroyed = true
      for (const teardown of kit.runtime.teardowns.splice(0)) teardown()
      for (const request of kit.runtime.requests.values()) request.abort()
      clearTimeout(kit.runtime.timers.toast)
      clearTimeout(kit.runtime.timers.shake)
      kit.emitter.clear()
    },
  })
}

/**
 * SECURITY S24 at start: a `metadata.url` whose origin is not the page's is always a
 * `METADATA_URL_MISMATCH` event (seen by `useAppKitEvents` and event subscribers); the
 * development warning loads with `import()` only then.
 */
function reportOriginMismatch(kit: Kit) {
  const metadata = kit.options.metadata
  if (!metadata) return
  const mismatch = compareMetadataOrigin({
    metadataUrl: String(metadata.url ?? ''),
    pageOrigin: location.origin,
  })
  if (!mismatch) return
  trackEvent(kit, { event: 'METADATA_URL_MISMATCH', properties: { ...mismatch } })
  loadLazyActions().then(
    ({ warnMetadataMismatch }) =>
      warnMetadataMismatch(kit, { mismatch, hostname: location.hostname }),
    () => {
      // Only the development warning is lost; the event was recorded.
    },
  )
}
